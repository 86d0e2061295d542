import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children once the shell around it has committed, as a transition: React renders the
 * first screen in slices of a few milliseconds and lets the browser paint and take input in
 * between, instead of one long task on a slow phone (Lighthouse's total blocking time on home fell
 * from 300-370 ms to 100-200 ms). Only the children wait: the router above has committed and
 * listens to the address already, so a change of the hash while they render is not missed (it
 * was, with the whole first render as a transition).
 */
export function SlicedFirstRender({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
