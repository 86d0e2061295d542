import { useUser } from '../../api/get-user';
import { EmptyState } from '../../components/empty-state';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { useIsLoggedIn } from '../../lib/session';
import { useGo } from '../../lib/use-go';
import { useVipLevels } from './api/get-vip-levels';
import { useVipProgress } from './api/get-vip-progress';
import { LevelCard, type Standing } from './components/level-card';
import { VipHero } from './components/vip-hero';
import styles from './vip-page.module.css';

/**
 * /vip: a card per shown VIP level (spec 001 §2) with its thresholds, promotion bonus and rebate
 * rates; a player's own level is marked, with their totals towards the next and what it adds. Open
 * to visitors.
 */
export default function VipPage() {
  const go = useGo();
  const loggedIn = useIsLoggedIn();
  const { data: user } = useUser();
  const levels = useVipLevels();
  const progress = useVipProgress();

  // The progress answer is read afresh, so a promotion since the profile was stored shows at once.
  const mine = loggedIn && (progress.data || user) ? Number(progress.data?.vip ?? user?.vip) : null;
  const list = levels.data ?? [];
  const next = mine === null ? undefined : list.find((level) => level.id > mine);
  const standing = (id: number): Standing => {
    if (mine === null) return 'none';
    if (id === mine) return 'current';
    if (id < mine) return 'reached';
    return id === next?.id ? 'next' : 'locked';
  };

  let body;
  if (levels.isPending) body = <PageLoading />;
  else if (levels.error && !levels.data) {
    body = <PageError description={errorText(levels.error)} onRetry={() => void levels.refetch()} />;
  } else if (list.length === 0) body = <EmptyState title="暂无VIP等级" />;
  else {
    body = (
      <>
        <ol className={styles.list} aria-label="VIP等级">
          {list.map((level, index) => (
            <LevelCard key={level.id} level={level} position={index} standing={standing(level.id)} />
          ))}
        </ol>
        <section className={styles.rules} aria-label="规则说明">
          <h2>规则说明</h2>
          <ol>
            <li>累计流水（有效投注）与累计存款同时达到条件即自动晋级，等级不会降低。</li>
            <li>晋级彩金每个等级发放一次，跨级晋级时逐级发放，自动到账。</li>
            <li>返水按每笔有效投注与当前等级对应游戏类别的比例计算，可在钱包记录的返水记录中领取。</li>
          </ol>
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <VipHero
        loggedIn={loggedIn}
        user={user}
        next={next}
        current={list.find((level) => level.id === mine)}
        progress={progress.data}
        onGo={go}
      />
      {body}
    </div>
  );
}
