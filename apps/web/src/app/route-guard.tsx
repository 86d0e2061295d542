import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useToken } from '../lib/session';
import type { Guard } from './route-table';

/**
 * Keeps visitors out of player-only screens, remembering where they wanted to go.
 *
 * It decides at the door: a screen entered with a session stays shown if the session ends while
 * it is open. Whoever ends a session moves the player on: logout goes home after 1 s (spec 001 §4),
 * an expired token alerts and goes to login; bouncing to `/?redirect=` meanwhile would be wrong.
 */
export function RouteGuard({ guard, children }: { guard?: Guard; children: ReactNode }) {
  const token = useToken();
  const location = useLocation();
  const [admitted, setAdmitted] = useState<string | null>(null);
  if (token && admitted !== location.key) {
    // Adjusting state while rendering (React's documented pattern): remembers this visit.
    setAdmitted(location.key);
  }
  if (!guard || token || admitted === location.key) return <>{children}</>;
  const wanted = encodeURIComponent(`${location.pathname}${location.search}`);
  const to = guard === 'home' ? `/?redirect=${wanted}` : `/login?type=0&redirect=${wanted}`;
  return <Navigate to={to} replace />;
}
