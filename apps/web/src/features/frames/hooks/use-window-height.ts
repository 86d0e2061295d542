import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const read = () => window.innerHeight;

/** The window's inner height, following resizes and rotation (frames are sized from it). */
export function useWindowHeight(): number {
  return useSyncExternalStore(subscribe, read, read);
}
