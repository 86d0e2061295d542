import { Button, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@app/shared';
import { useBalance } from '../../../api/get-balance';
import { useUser } from '../../../api/get-user';
import { useRefreshUserMoney } from '../../../api/refresh-user-money';
import { isOk } from '../../../lib/api-client';
import { formatYuan } from '../../../lib/money';
import { ME_KEY } from '../../../lib/session';
import { toastError } from '../../../lib/toast-error';
import { useTransAll } from '../../../api/post-trans-all';
import { AvatarImage } from '../../../components/avatar-image';
import { VipBadge } from './vip-badge';
import styles from './mine-header.module.css';

interface Props {
  loggedIn: boolean;
  onGo: (to: string) => void;
}

function Visitor({ onGo }: Pick<Props, 'onGo'>) {
  return (
    <div className={styles.profile}>
      <span className={styles.avatar}>
        <AvatarImage />
      </span>
      <div className={styles.who}>
        <div className={styles.name}>您好，游客</div>
        <div className={styles.visitorText}>登录享更多专属服务</div>
      </div>
      <div className={styles.authButtons}>
        {['登录', '注册'].map((label, type) => (
          <Button
            key={label}
            size="small"
            fill="outline"
            className={styles.authButton}
            onClick={() => onGo(`/login?type=${type}`)}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function Player({ onGo }: Pick<Props, 'onGo'>) {
  const { data: user } = useUser();
  return (
    <div className={styles.profile}>
      <button
        type="button"
        className={styles.avatar}
        aria-label="账户安全中心"
        onClick={() => onGo('/account')}
      >
        <AvatarImage src={user?.avatar} />
      </button>
      <div className={styles.who}>
        <div className={styles.name}>{user?.username ?? '—'}</div>
        <VipBadge level={user?.current_vip || 'VIP0'} image={user?.vipname} onOpen={() => onGo('/vip')} />
      </div>
    </div>
  );
}

function Wallet() {
  const { data: balance } = useBalance();
  const { data: user } = useUser();
  const transAll = useTransAll();
  const refresh = useRefreshUserMoney();
  const queryClient = useQueryClient();

  const recover = async () => {
    try {
      const answer = await transAll.mutateAsync();
      // Spec 001 §7: the server message is shown whatever the code, then balances reload.
      Toast.show({ icon: isOk(answer) ? 'success' : undefined, content: answer.message || MSG.ok });
      await refresh.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: [ME_KEY] });
    } catch (error) {
      toastError(error);
    }
  };

  const main = balance?.balance ?? user?.balance;
  const game = balance?.gameblance ?? user?.gameblance;
  return (
    <section className={styles.wallet}>
      <div className={styles.amount}>
        <div className={styles.label}>账户余额（元）</div>
        <div className={`${styles.value} ${styles.main}`}>{main === undefined ? '--' : formatYuan(main)}</div>
      </div>
      <div className={styles.amount}>
        <div className={styles.label}>游戏余额（元）</div>
        <div className={styles.value}>{game === undefined ? '--' : formatYuan(game)}</div>
      </div>
      <Button
        size="small"
        className={styles.recover}
        loading={transAll.isPending || refresh.isPending}
        onClick={recover}
      >
        一键回收
      </Button>
    </section>
  );
}

export function MineHeader({ loggedIn, onGo }: Props) {
  return (
    <>
      <header className={loggedIn ? styles.header : `${styles.header} ${styles.visitorHeader}`}>
        {loggedIn ? <Player onGo={onGo} /> : <Visitor onGo={onGo} />}
      </header>
      {loggedIn && <Wallet />}
    </>
  );
}
