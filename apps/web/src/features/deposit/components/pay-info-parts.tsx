import { useEffect, useState, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, ExclamationTriangleOutline } from 'antd-mobile-icons';
import { CopyButton } from '../../../components/copy-button';
import { PrimaryButton } from '../../../components/primary-button';
import { formatYuan } from '../../../lib/money';
import { useGo } from '../../../lib/use-go';
import styles from './pay-info-views.module.css';

export const STATE_PENDING = 1;
const STATE_CREDITED = 2;

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Whole seconds left until `deadline` (epoch ms), ticking every second; 0 once passed. */
function useSecondsLeft(deadline: number | undefined): number {
  const left = () => (deadline ? Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `deadline`
  }, [deadline]);
  return seconds;
}

const clock = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** The order's state in the server's words (the records say the same), and while open its pay window. */
export function StatusLine(props: { state: number; text: string; refreshing: boolean; expireMs?: number }) {
  const { state, text, refreshing, expireMs } = props;
  const secondsLeft = useSecondsLeft(state === STATE_PENDING ? expireMs : undefined);
  if (state !== STATE_PENDING) {
    const credited = state === STATE_CREDITED;
    return (
      <div className={`${styles.status} ${credited ? styles.done : styles.closed}`} data-testid="pay-status">
        {credited ? <CheckCircleFill /> : <CloseCircleFill />} {text}
      </div>
    );
  }
  return (
    <div className={styles.status} data-testid="pay-status">
      <span className={styles.waiting}>{text}</span>
      <span className={styles.refresh}>
        {refreshing ? <DotLoading color="currentColor" /> : null}
        {expireMs ? (
          <span data-testid="pay-deadline">
            {secondsLeft > 0 ? `剩余 ${clock(secondsLeft)}` : '支付时间已过'}
          </span>
        ) : (
          '每3秒自动刷新'
        )}
      </span>
    </div>
  );
}

/** What to watch out for: the order's own rule, then the line every order shows. */
export function Warnings({ children }: { children: ReactNode }) {
  return (
    <section className={styles.warnings}>
      <ExclamationTriangleOutline className={styles.warnIcon} />
      <div>
        <p>{children}</p>
        <p>请在安全的浏览器中完成支付，切勿在陌生网络或他人设备上输入支付信息。</p>
      </div>
    </section>
  );
}

/** The red card on top: the amount in CNY, what arrives or is due, and the status. */
export function PayHero({ amount, due, children }: { amount: string; due: ReactNode; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroLabel}>充值金额（CNY）</div>
      <div className={styles.amount} data-testid="pay-amount">
        <span>¥</span>
        {formatYuan(amount)}
      </div>
      <div className={styles.arrival}>{due}</div>
      {children}
    </section>
  );
}

/** A receiving account or order number, in monospace with its copy button. */
export function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Row label={label}>
      <span className={styles.mono}>{value}</span>
      <CopyButton text={value} label={copyLabel} />
    </Row>
  );
}

/**
 * While the order waits: the gateway's cashier in this tab (it links back here when done). Once
 * settled: the way to the records instead.
 */
export function OrderActions({ state, url, label }: { state: number; url: string; label: string }) {
  const go = useGo();
  if (state !== STATE_PENDING)
    return (
      <div className={styles.actions}>
        <Button block className={styles.secondary} onClick={() => go('/meyList')}>
          查看存款记录
        </Button>
      </div>
    );
  if (!url) return null;
  return (
    <div className={styles.actions}>
      <PrimaryButton onClick={() => window.location.assign(url)}>{label}</PrimaryButton>
    </div>
  );
}

export function Qr({ src, caption }: { src: string; caption: string }) {
  if (!src) return null;
  return (
    <figure className={styles.qr}>
      <img src={src} alt="付款二维码" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
