import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appInfoKey, useAppInfo } from '../../api/get-app-info';
import { useBalance } from '../../api/get-balance';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { useGo } from '../../lib/use-go';
import { useRedpacketInfo } from './api/get-redpacket-info';
import { ClosedState } from './components/closed-state';
import { DrawCounters } from './components/draw-counters';
import { GrabHero } from './components/grab-hero';
import { GrabPopup } from './components/grab-popup';
import { drawWindow } from './components/rules-format';
import { RulesTable } from './components/rules-table';
import { RulesText } from './components/rules-text';
import { useGrabRedpacket } from './hooks/use-grab-redpacket';
import styles from './hongbao-page.module.css';

/**
 * /hongbao (spec 000 §2, §4): today's draws, the tiers and the rules, and the envelope to press.
 * The campaign switch is read fresh on entry, so an operator's closing shows at once.
 */
export default function HongbaoPage() {
  const go = useGo();
  const queryClient = useQueryClient();
  const app = useAppInfo();
  const info = useRedpacketInfo();
  const balance = useBalance();
  const { grab, busy, outcome, open, close } = useGrabRedpacket();

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: appInfoKey });
  }, [queryClient]);

  if (!app.data) {
    if (app.error) return <PageError description={errorText(app.error)} onRetry={() => void app.refetch()} />;
    return <PageLoading />;
  }
  if (Number(app.data.redpacket_switch) === 0) return <ClosedState onHome={() => go('/')} />;

  const hours = drawWindow(info.data?.rules);
  let details;
  if (info.data) {
    details = (
      <>
        <RulesTable rules={info.data.rules} />
        <RulesText
          start={hours.start}
          end={hours.end}
          countStart={info.data.count_start}
          countEnd={info.data.count_end}
          multiple={info.data.turnover_multiple}
        />
      </>
    );
  } else if (info.error) {
    details = <PageError description={errorText(info.error)} onRetry={() => void info.refetch()} />;
  } else details = <PageLoading />;

  return (
    <div className={styles.page}>
      <GrabHero hours={hours} status={info.data?.status} busy={busy} onGrab={() => void grab()} />
      <DrawCounters info={info.data} balance={balance.data?.balance} />
      {details}
      <GrabPopup
        outcome={outcome}
        visible={open}
        onClose={close}
        onDeposit={() => {
          close();
          go('/wallet?type=0');
        }}
      />
    </div>
  );
}
