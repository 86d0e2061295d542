import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, ExclamationTriangleOutline } from 'antd-mobile-icons';
import type { PayInfo, TokenPayInfo } from '@app/shared';
import { CopyButton } from '../../../components/copy-button';
import { PrimaryButton } from '../../../components/primary-button';
import { formatYuan } from '../../../lib/money';
import { useGo } from '../../../lib/use-go';
import styles from './pay-info-views.module.css';

const STATE_PENDING = 1;
const STATE_CREDITED = 2;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function StatusLine({ state, refreshing }: { state: number; refreshing: boolean }) {
  if (state === STATE_CREDITED) {
    return (
      <div className={`${styles.status} ${styles.done}`} data-testid="pay-status">
        <CheckCircleFill /> 已到账
      </div>
    );
  }
  if (state !== STATE_PENDING) {
    return (
      <div className={`${styles.status} ${styles.closed}`} data-testid="pay-status">
        <CloseCircleFill /> 订单已关闭
      </div>
    );
  }
  return (
    <div className={styles.status} data-testid="pay-status">
      <span className={styles.waiting}>等待支付</span>
      <span className={styles.refresh}>
        {refreshing ? <DotLoading color="currentColor" /> : null}每3秒自动刷新
      </span>
    </div>
  );
}

/** What to watch out for: the order's own network rule, then the line every order shows. */
function Warnings({ children }: { children: ReactNode }) {
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

/** The red card on top: the amount in CNY, what arrives or is due, and (on the usual view) the status. */
function PayHero({ amount, due, children }: { amount: string; due: ReactNode; children?: ReactNode }) {
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
function CopyRow({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Row label={label}>
      <span className={styles.mono}>{value}</span>
      <CopyButton text={value} label={copyLabel} />
    </Row>
  );
}

function PayButton({ url }: { url: string }) {
  if (!url) return null;
  // The gateway's cashier page opens in this tab; it links back to the site when done.
  return (
    <div className={styles.actions}>
      <PrimaryButton onClick={() => window.location.assign(url)}>前往支付</PrimaryButton>
    </div>
  );
}

function Qr({ src, caption }: { src: string; caption: string }) {
  if (!src) return null;
  return (
    <figure className={styles.qr}>
      <img src={src} alt="付款二维码" />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The usual view: amounts, status, QR and receiving account, order details, and the pay button. */
export function PayInfoView({ info, refreshing }: { info: PayInfo; refreshing: boolean }) {
  const go = useGo();
  const usdt = info.type === 'usdtpay';
  const { content, payimg, mch_id: account } = info.cardlist;
  return (
    <div className={styles.page}>
      <PayHero
        amount={info.info.amount}
        due={
          <>
            预计到账 <b>{formatYuan(info.info.real_money)}</b> {usdt ? 'USDT' : 'CNY'}
          </>
        }
      >
        <StatusLine state={info.state} refreshing={refreshing} />
      </PayHero>
      {info.state === STATE_PENDING ? (
        <PayButton url={info.pay_url} />
      ) : (
        <div className={styles.actions}>
          <Button block className={styles.secondary} onClick={() => go('/meyList')}>
            查看存款记录
          </Button>
        </div>
      )}

      <Warnings>
        请使用与订单一致的网络（{info.info.bank}）付款，网络或协议不一致将导致资金无法到账且无法找回。
      </Warnings>

      <section className={styles.card}>
        <Qr src={payimg} caption={usdt ? '扫码向以下地址转账' : '扫码前往支付'} />
        <dl className={styles.list}>
          {account && (
            <CopyRow label={usdt ? '收款地址' : '收款账号'} value={account} copyLabel="复制收款账号" />
          )}
          {content && content !== account && <Row label="收款信息">{content}</Row>}
          <CopyRow label="订单号" value={info.deposit_no} copyLabel="复制订单号" />
          <Row label="创建时间">{info.info.created_at}</Row>
          <Row label="支付方式">{info.info.bank}</Row>
        </dl>
      </section>
    </div>
  );
}

/** The AnToken view (message 'antoken'): order number, QR, address, amounts. */
export function TokenPayInfoView({ info }: { info: TokenPayInfo; refreshing: boolean }) {
  return (
    <div className={styles.page}>
      <PayHero
        amount={info.amount}
        due={
          <>
            需支付 <b>{formatYuan(info.real_money)}</b> USDT
          </>
        }
      />
      <PayButton url={info.url} />

      <Warnings>请使用 AnToken 钱包通过 TRC20 网络转账，其他网络转入的资金无法到账且无法找回。</Warnings>

      <section className={styles.card}>
        <Qr src={info.qrcode} caption="使用 AnToken 钱包扫码转账" />
        <dl className={styles.list}>
          {info.address && <CopyRow label="收款地址" value={info.address} copyLabel="复制收款地址" />}
          <CopyRow label="订单号" value={info.deposit_no} copyLabel="复制订单号" />
          <Row label="支付方式">AnToken（TRC20）</Row>
        </dl>
      </section>
    </div>
  );
}
