import { useState } from 'react';
import type { LimitStatus } from '@app/shared';
import { useProtection } from '../../api/get-protection';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { useGo } from '../../lib/use-go';
import { ExclusionCard } from './components/exclusion-card';
import { HistoryCard } from './components/history-card';
import { LimitCard } from './components/limit-card';
import { LimitPopup } from './components/limit-popup';
import { RealityCard } from './components/reality-card';
import styles from './protection-page.module.css';

/**
 * /protection (负责任博彩): deposit limits, the reality-check interval, time-out and
 * self-exclusion, and the history of those settings. Every rule is the server's; this screen shows
 * its answers.
 */
export default function ProtectionPage() {
  const overview = useProtection();
  const go = useGo();
  const [editing, setEditing] = useState<LimitStatus | null>(null);

  let body;
  if (overview.isPending) body = <PageLoading />;
  else if (overview.error && !overview.data)
    body = <PageError description={errorText(overview.error)} onRetry={() => void overview.refetch()} />;
  else {
    const data = overview.data!;
    body = (
      <>
        <LimitCard limits={data.limits} onEdit={setEditing} />
        <RealityCard minutes={data.reality_check_minutes} />
        <ExclusionCard kind="timeout" />
        <ExclusionCard kind="self_exclusion" />
        <HistoryCard history={data.history} exclusions={data.exclusions} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <span className={styles.adultBadge} aria-label="18岁以上">
          18+
        </span>
        <div>
          <h1 className={styles.heroTitle}>理性娱乐 · 量力而行</h1>
          <p className={styles.heroText}>
            本站仅向年满18周岁的用户提供服务。请只用闲置资金娱乐，切勿借贷投注；如感到难以自控，请使用以下工具或联系客服。
          </p>
        </div>
      </section>
      {body}
      <section className={styles.help}>
        <p>需要倾诉或帮助？</p>
        <button type="button" className={styles.helpLink} onClick={() => go('/kefu')}>
          联系24小时在线客服
        </button>
      </section>
      <LimitPopup limit={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
