import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useBalance } from '../api/get-balance';
import { refusalMessage, useUser } from '../api/get-user';
import { useWalletStream } from '../api/wallet-stream';
import { showAlert } from '../lib/alert';
import { clearSession } from '../lib/session';
import { storage } from '../lib/storage';

/**
 * While a token exists: the balance and unread count arrive on the wallet stream as they change;
 * when the stream is down the balance is polled every 4300 ms (spec 000 §4). The profile is
 * fetched once. A blacklisted or disabled account is logged out on the spot.
 */
export function SessionKeeper() {
  const streaming = useWalletStream();
  useBalance({ poll: !streaming });
  // dataUpdatedAt is 0 for the stored placeholder: the check waits for the server's answer, which
  // may have come before this mounted (route-prefetch asks for it as the page opens).
  const { data: user, dataUpdatedAt } = useUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user || dataUpdatedAt === 0) return;
    const refusal = refusalMessage(user);
    if (!refusal) {
      storage.setUserInfo(user);
      return;
    }
    clearSession();
    void showAlert(refusal);
    void navigate('/login', { replace: true });
  }, [user, dataUpdatedAt, navigate]);

  return null;
}
