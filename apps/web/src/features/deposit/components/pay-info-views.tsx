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

function Warnings({ children }: { children: ReactNode }) {
  return (
    <section className={styles.warnings}>
      <ExclamationTriangleOutline className={styles.warnIcon} />
      <div>{children}</div>
    </section>
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
      <section className={styles.hero}>
        <div className={styles.heroLabel}>充值金额（CNY）</div>
        <div className={styles.amount} data-testid="pay-amount">
          <span>¥</span>
          {formatYuan(info.info.amount)}
        </div>
        <div className={styles.arrival}>
          预计到账 <b>{formatYuan(info.info.real_money)}</b> {usdt ? 'USDT' : 'CNY'}
        </div>
        <StatusLine state={info.state} refreshing={refreshing} />
      </section>
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
        <p>请使用与订单一致的网络（{info.info.bank}）付款，网络或协议不一致将导致资金无法到账且无法找回。</p>
        <p>请在安全的浏览器中完成支付，切勿在陌生网络或他人设备上输入支付信息。</p>
      </Warnings>

      <section className={styles.card}>
        <Qr src={payimg} caption={usdt ? '扫码向以下地址转账' : '扫码前往支付'} />
        <dl className={styles.list}>
          {account && (
            <Row label={usdt ? '收款地址' : '收款账号'}>
              <span className={styles.mono}>{account}</span>
              <CopyButton text={account} label="复制收款账号" />
            </Row>
          )}
          {content && content !== account && <Row label="收款信息">{content}</Row>}
          <Row label="订单号">
            <span className={styles.mono}>{info.deposit_no}</span>
            <CopyButton text={info.deposit_no} label="复制订单号" />
          </Row>
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
      <section className={styles.hero}>
        <div className={styles.heroLabel}>充值金额（CNY）</div>
        <div className={styles.amount} data-testid="pay-amount">
          <span>¥</span>
          {formatYuan(info.amount)}
        </div>
        <div className={styles.arrival}>
          需支付 <b>{formatYuan(info.real_money)}</b> USDT
        </div>
      </section>
      <PayButton url={info.url} />

      <Warnings>
        <p>请使用 AnToken 钱包通过 TRC20 网络转账，其他网络转入的资金无法到账且无法找回。</p>
        <p>请在安全的浏览器中完成支付，切勿在陌生网络或他人设备上输入支付信息。</p>
      </Warnings>

      <section className={styles.card}>
        <Qr src={info.qrcode} caption="使用 AnToken 钱包扫码转账" />
        <dl className={styles.list}>
          {info.address && (
            <Row label="收款地址">
              <span className={styles.mono}>{info.address}</span>
              <CopyButton text={info.address} label="复制收款地址" />
            </Row>
          )}
          <Row label="订单号">
            <span className={styles.mono}>{info.deposit_no}</span>
            <CopyButton text={info.deposit_no} label="复制订单号" />
          </Row>
          <Row label="支付方式">AnToken（TRC20）</Row>
        </dl>
      </section>
    </div>
  );
}
