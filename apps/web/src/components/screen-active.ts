import { createContext, useContext } from 'react';

/**
 * False while a kept-alive screen sits hidden behind another route, so it can pause timers
 * (carousel, marquee) and ignore the URL of the screen actually shown.
 */
export const ScreenActiveContext = createContext(true);

export function useScreenActive(): boolean {
  return useContext(ScreenActiveContext);
}
