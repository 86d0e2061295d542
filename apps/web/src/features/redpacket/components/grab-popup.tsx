import { CenterPopup } from 'antd-mobile';
import { DEPOSIT_LIMIT_REACHED_NOTE } from '@app/shared';
import { useMayInviteDeposit } from '../../../api/get-protection';
import { formatYuan } from '../../../lib/money';
import type { GrabOutcome } from '../hooks/use-grab-redpacket';
import styles from './grab-popup.module.css';

interface Props {
  outcome: GrabOutcome | null;
  visible: boolean;
  onClose: () => void;
  onDeposit: () => void;
}

const TITLES: Record<GrabOutcome['kind'], string> = {
  won: '恭喜发财',
  notEligible: '暂不能领取',
  notStarted: '活动未开始',
  ended: '活动已结束',
  notice: '温馨提示',
};

function Coin() {
  return (
    <svg className={styles.badge} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#c9963e" />
      <circle cx="32" cy="30" r="28" fill="#f2c96d" />
      <circle cx="32" cy="30" r="21" fill="none" stroke="#fff1c9" strokeWidth="2" />
      <path
        d="M23 18l9 11 9-11M32 29v18M24 33h16M24 40h16"
        fill="none"
        stroke="#8a1020"
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Hourglass() {
  return (
    <svg className={styles.badge} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="#c9963e" />
      <circle cx="32" cy="30" r="28" fill="#f2c96d" />
      <path
        d="M22 16h20M22 44h20M24 16c0 9 16 9 16 14s-16 5-16 14M40 16c0 9-16 9-16 14s16 5 16 14"
        fill="none"
        stroke="#8a1020"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What the press came to, on a red card: the amount won, or why there is nothing to grab. */
export function GrabPopup({ outcome, visible, onClose, onDeposit }: Props) {
  const kind = outcome?.kind;
  // A player at their own deposit limit (or excluded) is never pushed to deposit for a packet.
  const invite = useMayInviteDeposit();
  const offerDeposit = kind === 'notEligible' && invite;
  return (
    <CenterPopup visible={visible} onClose={onClose} onMaskClick={onClose} bodyClassName={styles.body}>
      {outcome && (
        <div className={styles.card} data-testid="redpacket-popup" data-kind={kind}>
          {kind === 'won' ? <Coin /> : <Hourglass />}
          <div className={styles.title}>{TITLES[outcome.kind]}</div>
          {outcome.kind === 'won' ? (
            <>
              <p className={styles.won} data-testid="redpacket-won">
                恭喜您 抢到{' '}
                <b className={styles.amount}>
                  {formatYuan(outcome.amount)}
                  <span className={styles.unit}> 元</span>
                </b>
              </p>
              <p className={styles.hint}>红包已存入账户余额</p>
            </>
          ) : (
            <>
              <p className={styles.message} data-testid="redpacket-message">
                {outcome.message}
              </p>
              {kind === 'notEligible' && !invite && (
                <p className={styles.hint} data-testid="redpacket-limit-note">
                  {DEPOSIT_LIMIT_REACHED_NOTE}
                </p>
              )}
            </>
          )}
          <div className={styles.actions}>
            {offerDeposit ? (
              <>
                <button type="button" className={styles.ghost} onClick={onClose}>
                  取消
                </button>
                <button type="button" className={styles.gold} onClick={onDeposit}>
                  立即充值
                </button>
              </>
            ) : (
              <button type="button" className={styles.gold} onClick={onClose}>
                {kind === 'won' ? '开心收下' : '我知道了'}
              </button>
            )}
          </div>
        </div>
      )}
    </CenterPopup>
  );
}
