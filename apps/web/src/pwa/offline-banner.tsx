import { useOnline } from './network-status';
import styles from './offline-banner.module.css';

/**
 * Over every page while the connection is gone: the shell still opens (the service worker keeps
 * it), but balances, orders and games need the server, so the player is told why they fail.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="alert">
      网络连接已断开，请检查网络后重试
    </div>
  );
}
