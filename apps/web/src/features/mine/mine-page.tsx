import { useSearchParams } from 'react-router';
import { useMessageNum } from '../../api/get-message-num';
import { useUser } from '../../api/get-user';
import { useIsLoggedIn } from '../../lib/session';
import { useGo } from '../../lib/use-go';
import { PasswordChangeDialog } from '../../components/password-change-dialog';
import { MineHeader } from './components/mine-header';
import { buildMenu, MineMenu, type MenuItem } from './components/mine-menu';
import styles from './mine-page.module.css';

const APP_VERSION = 'V1.1.1.20220906_m';

/** /mine; `?show=1` opens the withdrawal-password dialog (the withdraw screen links here). */
export default function MinePage() {
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const { data: unread = 0 } = useMessageNum();
  const [params, setParams] = useSearchParams();
  const go = useGo();
  const dialogOpen = loggedIn && params.get('show') === '1';

  const setDialog = (open: boolean) => {
    const next = new URLSearchParams(params);
    if (open) next.set('show', '1');
    else next.delete('show');
    setParams(next, { replace: true });
  };

  const groups = buildMenu({
    loggedIn,
    isAgent: Number(user?.isagent) === 1,
    unread,
  });

  const select = (item: MenuItem) => {
    if (item.action === 'payPassword') setDialog(true);
    else if (item.to) go(item.to);
  };

  return (
    <div className={styles.page}>
      <MineHeader loggedIn={loggedIn} onGo={go} />
      <MineMenu groups={groups} onSelect={select} />
      <p className={styles.version}>{APP_VERSION}</p>
      <PasswordChangeDialog kind="pay" visible={dialogOpen} onClose={() => setDialog(false)} />
    </div>
  );
}
