import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded (a busy page still gets its turn). */
const IDLE_TIMEOUT_MS = 1500;

let ready = false;
const waiting = new Set<() => void>();

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback: a short timer after load stands in for it.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(run, 200);
}

function settle() {
  ready = true;
  for (const notify of waiting) notify();
  waiting.clear();
}

if (document.readyState === 'complete') whenIdle(settle);
else window.addEventListener('load', () => whenIdle(settle), { once: true });

/**
 * True once the page has loaded and the browser has had an idle moment: for what is not needed
 * to show the page (home's welcome and announcement modals), so it does not compete with the
 * first paint's scripts, pictures and layout. Later screens (after the first load) get true at once.
 */
export function useAfterLoad(): boolean {
  const [done, setDone] = useState(ready);
  useEffect(() => {
    if (done) return;
    if (ready) {
      setDone(true);
      return;
    }
    const notify = () => setDone(true);
    waiting.add(notify);
    return () => {
      waiting.delete(notify);
    };
  }, [done]);
  return done;
}
