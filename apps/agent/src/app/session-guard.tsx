import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { AGENT_CONSOLE_MSG } from '@app/shared';
import { ApiError } from '@app/shared/client';
import { useMe } from '../api/get-me';
import { PageError, PageLoading } from '../components/page-state';
import { endSession, useToken } from '../lib/session';

/** Refusals of /me that mean this account may not use the console now (frozen, no longer an agent). */
const SHUT_OUT = new Set([401, 403]);

/**
 * The console's screens need a signed-in agent that is not frozen; otherwise the login page, with
 * the reason (expired session, frozen account) as its notice.
 */
export function SessionGuard() {
  const token = useToken();
  const me = useMe(token !== null);
  const frozen = me.data?.state === 0;
  const shutOut = me.error instanceof ApiError && SHUT_OUT.has(me.error.code) ? me.error.message : null;

  useEffect(() => {
    if (frozen) endSession(AGENT_CONSOLE_MSG.frozen);
    else if (shutOut) endSession(shutOut);
  }, [frozen, shutOut]);

  if (token === null) return <Navigate to="/login" replace />;
  if (me.isPending || frozen || shutOut) return <PageLoading />;
  if (me.isError) return <PageError error={me.error} onRetry={() => void me.refetch()} />;
  return <Outlet />;
}
