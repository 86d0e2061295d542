import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Whether this tab has an earlier screen of the app to go back to (react-router keeps its index). */
function hasAppHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

/**
 * Back, staying inside the app: a screen opened directly (a refresh, a shared link) has no earlier
 * screen, and `history.back()` would leave the site (to `about:blank` or the referrer), so it
 * replaces itself with `fallback` instead.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
