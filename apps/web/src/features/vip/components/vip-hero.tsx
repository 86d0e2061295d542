import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { UserInfo, VipLevel, VipProgress } from '@app/shared';
import { LevelBadge } from './level-badge';
import { VipNextLevel } from './vip-next-level';
import styles from './vip-hero.module.css';

interface Props {
  loggedIn: boolean;
  user: UserInfo | undefined;
  /** The first shown level above the player's, if any. */
  next: VipLevel | undefined;
  /** The player's own level as a card of the list, to say what the next one adds. */
  current: VipLevel | undefined;
  progress: VipProgress | undefined;
  onGo: (to: string) => void;
}

function Visitor({ onGo }: Pick<Props, 'onGo'>) {
  return (
    <section className={styles.hero} data-testid="vip-hero">
      <div className={styles.headline}>登录查看您的VIP等级</div>
      <p className={styles.text}>累计流水与存款达标自动晋级，等级越高返水越多</p>
      <div className={styles.actions}>
        <Button size="small" className={styles.gold} onClick={() => onGo('/login?type=0&redirect=/vip')}>
          登录
        </Button>
        <Button size="small" fill="outline" className={styles.ghost} onClick={() => onGo('/login?type=1')}>
          注册
        </Button>
      </div>
    </section>
  );
}

/**
 * The top of /vip: the player's level, their progress to the next and what it adds, or a login
 * prompt for visitors.
 */
export function VipHero({ loggedIn, user, next, current, progress, onGo }: Props) {
  if (!loggedIn) return <Visitor onGo={onGo} />;
  if (!user) return <section className={`${styles.hero} ${styles.placeholder}`} aria-busy="true" />;
  const level = user.current_vip || `VIP${user.vip}`;
  return (
    <section className={styles.hero} data-testid="vip-hero">
      <div className={styles.top}>
        <LevelBadge id={Number(user.vip) || 0} name={level} large />
        <div className={styles.who}>
          <div className={styles.name}>{user.username}</div>
          <div className={styles.label}>
            当前等级 <b data-testid="vip-current">{level}</b>
          </div>
        </div>
        <button type="button" className={styles.claim} onClick={() => onGo('/meyList?tab=rebate')}>
          领取返水
          <RightOutline />
        </button>
      </div>
      {next ? (
        <VipNextLevel progress={progress} current={current} next={next} />
      ) : (
        <p className={styles.text}>您已是最高等级，尊享全部VIP特权</p>
      )}
    </section>
  );
}
