import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Toast } from 'antd-mobile';
import { MSG } from '@app/shared';
import { delay } from '../../../lib/delay';
import { clearSession } from '../../../lib/session';
import { useLogoff } from '../api/post-logoff';

/** Spec 001 §9: home 1 s after logging out. */
export const LEAVE_DELAY_MS = 1000;

/**
 * Logout (spec 001 §4): tell the server, then forget the session whatever it answered (refusal,
 * expired token, no network) and go home 1 s later. Resolves once the session is forgotten.
 * The screen stays meanwhile: route guards only check on entry.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutateAsync } = useLogoff();
  return useCallback(async () => {
    try {
      await mutateAsync();
    } catch {
      // The local session ends below either way.
    }
    clearSession();
    Toast.show({
      icon: 'success',
      content: MSG.logoutSuccess,
      duration: LEAVE_DELAY_MS,
      maskClickable: false,
    });
    // Not tied to the screen's life: leaving it early (browser back) still ends up home.
    void delay(LEAVE_DELAY_MS).then(() => navigate('/', { replace: true }));
  }, [mutateAsync, navigate]);
}
