import { Button } from 'antd-mobile';
import { useBalance } from '../../../api/get-balance';
import { useUser } from '../../../api/get-user';
import { useRefreshUserMoney } from '../../../api/refresh-user-money';
import { RefreshIcon } from '../../../components/line-icons';
import { formatYuan } from '../../../lib/money';
import { useIsLoggedIn } from '../../../lib/session';
import { toastError } from '../../../lib/toast-error';
import { ShortcutGrid } from './shortcut-grid';
import styles from './home-sections.module.css';

interface Props {
  onGo: (to: string) => void;
  /** Carried to the login screen when a guard sent the visitor here. */
  redirect: string | null;
}

function VisitorGreeting({ onGo, redirect }: Props) {
  const suffix = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div className={styles.account}>
      <div className={styles.greeting}>
        <div className={styles.hello}>您好，欢迎来到金沙娱乐</div>
        <div className={styles.sub}>登录后即可存款、游戏、领取优惠</div>
      </div>
      <div className={styles.authButtons}>
        <Button
          size="small"
          fill="outline"
          className={styles.ghost}
          onClick={() => onGo(`/login?type=0${suffix}`)}
        >
          登录
        </Button>
        <Button size="small" className={styles.solid} onClick={() => onGo(`/login?type=1${suffix}`)}>
          注册
        </Button>
      </div>
    </div>
  );
}

function PlayerBalance() {
  const { data: user } = useUser();
  const { data: balance } = useBalance();
  const refresh = useRefreshUserMoney();
  const amount = balance?.balance ?? user?.balance;

  return (
    <div className={styles.account}>
      <div className={styles.greeting}>
        <div className={styles.hello}>
          {user?.username ?? '—'}
          {user?.current_vip && <span className={styles.vipTag}>{user.current_vip}</span>}
        </div>
        <div className={styles.balanceLabel}>账户余额（元）</div>
        <div className={styles.balanceRow}>
          <span className={styles.balance} data-testid="home-balance">
            <span className={styles.currency}>¥</span>
            {amount === undefined ? '--' : formatYuan(amount)}
          </span>
          <button
            type="button"
            className={styles.refresh}
            aria-label="刷新余额"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate(undefined, { onError: (error) => toastError(error) })}
          >
            <RefreshIcon className={refresh.isPending ? styles.spinning : undefined} />
          </button>
        </div>
      </div>
    </div>
  );
}

/** Greeting or balance, then the four shortcuts. */
export function AccountCard(props: Props) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className={styles.card}>
      {loggedIn ? <PlayerBalance /> : <VisitorGreeting {...props} />}
      <ShortcutGrid onGo={props.onGo} />
    </section>
  );
}
