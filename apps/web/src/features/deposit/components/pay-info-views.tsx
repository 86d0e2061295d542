import type { PayInfo, TokenPayInfo } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import {
  CopyRow,
  OrderActions,
  PayHero,
  Qr,
  Row,
  StatusLine,
  STATE_PENDING,
  Warnings,
} from './pay-info-parts';
import styles from './pay-info-views.module.css';

/** What each kind of order asks of the payer: the pay button, the QR's caption and the warning. */
const CHANNEL_GUIDE: Record<string, { button: string; qr: string; warning: string }> = {
  wxpay: {
    button: '前往微信支付',
    qr: '使用微信扫一扫完成支付',
    warning: '请按订单金额付款，勿修改金额或重复支付；支付完成后本页自动更新到账状态。',
  },
  alipay: {
    button: '前往支付宝支付',
    qr: '使用支付宝扫一扫完成支付',
    warning: '请按订单金额付款，勿修改金额或重复支付；支付完成后本页自动更新到账状态。',
  },
  bank: {
    button: '前往支付',
    qr: '扫码查看收款信息',
    warning: '请按订单金额向以下账户转账，转账后等待审核，审核通过即到账。',
  },
};

/** The usual view: amounts, status, pay button, QR and receiving account, order details. */
export function PayInfoView({ info, refreshing }: { info: PayInfo; refreshing: boolean }) {
  const usdt = info.type === 'usdtpay';
  const guide = CHANNEL_GUIDE[info.type];
  const { content, payimg, mch_id: account } = info.cardlist;
  const open = info.state === STATE_PENDING;
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
        <StatusLine
          state={info.state}
          text={info.state_text}
          refreshing={refreshing}
          expireMs={info.expire_ms}
        />
      </PayHero>
      <OrderActions state={info.state} url={info.pay_url} label={guide?.button ?? '前往支付'} />

      {open && (
        <Warnings>
          {guide?.warning ??
            `请使用与订单一致的网络（${info.info.bank}）付款，网络或协议不一致将导致资金无法到账且无法找回。`}
        </Warnings>
      )}

      <section className={styles.card}>
        {open && <Qr src={payimg} caption={guide?.qr ?? '扫码向以下地址转账'} />}
        <dl className={styles.list}>
          {account && (
            <CopyRow label={usdt ? '收款地址' : '收款账号'} value={account} copyLabel="复制收款账号" />
          )}
          {content && content !== account && <Row label="收款信息">{content}</Row>}
          <CopyRow label="订单号" value={info.deposit_no} copyLabel="复制订单号" />
          <Row label="创建时间">{info.info.created_at}</Row>
          {open && info.expire_at && <Row label="支付截止">{info.expire_at}</Row>}
          <Row label="支付方式">{info.info.bank}</Row>
        </dl>
      </section>
    </div>
  );
}

/** The AnToken view (message 'antoken'): status, order number, QR, address, amounts. */
export function TokenPayInfoView({ info, refreshing }: { info: TokenPayInfo; refreshing: boolean }) {
  const open = info.state === STATE_PENDING;
  return (
    <div className={styles.page}>
      <PayHero
        amount={info.amount}
        due={
          <>
            需支付 <b>{formatYuan(info.real_money)}</b> USDT
          </>
        }
      >
        <StatusLine
          state={info.state}
          text={info.state_text}
          refreshing={refreshing}
          expireMs={info.expire_ms}
        />
      </PayHero>
      <OrderActions state={info.state} url={info.url} label="前往支付" />

      {open && (
        <Warnings>请使用 AnToken 钱包通过 TRC20 网络转账，其他网络转入的资金无法到账且无法找回。</Warnings>
      )}

      <section className={styles.card}>
        {open && <Qr src={info.qrcode} caption="使用 AnToken 钱包扫码转账" />}
        <dl className={styles.list}>
          {info.address && <CopyRow label="收款地址" value={info.address} copyLabel="复制收款地址" />}
          <CopyRow label="订单号" value={info.deposit_no} copyLabel="复制订单号" />
          {open && info.expire_at && <Row label="支付截止">{info.expire_at}</Row>}
          <Row label="支付方式">AnToken（TRC20）</Row>
        </dl>
      </section>
    </div>
  );
}
