import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children right after the first paint instead of in it, as a transition: React renders
 * them in slices of a few milliseconds between which the browser may paint and answer taps, so the
 * first render (what the top of the screen needs) is one short task instead of one long one. For
 * content below the fold: it appears a moment later, under what is already drawn, moving nothing.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}
