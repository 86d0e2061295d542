import { useCallback, useEffect, useRef, useState } from 'react';
import { BookError } from '../lib/api';

interface Polled<T> {
  data: T | undefined;
  error: BookError | undefined;
  loading: boolean;
  /** Loads again now (after a ticket, a cash-out, "load more"). */
  refresh: () => void;
}

const asBookError = (e: unknown) => (e instanceof BookError ? e : new BookError('网络异常，请稍后再试'));

/**
 * `load` now and every `everyMs` while the page is visible (0: once); a new `key` starts afresh
 * (its data is not the old key's). A slow answer is never overlapped by the next call.
 */
export function usePoll<T>(load: () => Promise<T>, key: string, everyMs: number): Polled<T> {
  const [state, setState] = useState<{ key: string; data?: T; error?: BookError }>({ key });
  const [tick, setTick] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    let alive = true;
    let busy = false;
    let timer: number | undefined;
    const run = async () => {
      window.clearTimeout(timer);
      if (busy || !alive) return;
      if (document.visibilityState !== 'hidden') {
        busy = true;
        try {
          const data = await loader.current();
          if (alive) setState({ key, data });
        } catch (e) {
          if (alive)
            setState((s) => ({ key, data: s.key === key ? s.data : undefined, error: asBookError(e) }));
        } finally {
          busy = false;
        }
      }
      if (alive && everyMs > 0) timer = window.setTimeout(() => void run(), everyMs);
    };
    void run();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void run();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, everyMs, tick]);

  const refresh = useCallback(() => setTick((t) => t + 1), []);
  const mine = state.key === key ? state : { key, data: undefined, error: undefined };
  return { data: mine.data, error: mine.error, loading: mine.data === undefined && !mine.error, refresh };
}
