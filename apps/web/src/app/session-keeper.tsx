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
  const { data: user, isFetchedAfterMount } = useUser();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user || !isFetchedAfterMount) return;
    const refusal = refusalMessage(user);
    if (!refusal) {
      storage.setUserInfo(user);
      return;
    }
    clearSession();
    void showAlert(refusal);
    void navigate('/login', { replace: true });
  }, [user, isFetchedAfterMount, navigate]);

  return null;
}
