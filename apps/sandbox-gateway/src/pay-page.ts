import QRCode from 'qrcode';
import { formatFen } from '@app/shared';
import type { Selectable } from 'kysely';
import type { GatewayDB } from './db.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const STATUS_TEXT: Record<string, string> = { created: '待支付', paid: '已支付', failed: '支付失败' };

/** A QR code as an SVG data URL, drawn here: nothing is fetched to show a payment code. */
async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', width: 220 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The sandbox gateway's pay page: what a tester sees instead of a bank app or a wallet. */
export async function renderPayPage(
  order: Selectable<GatewayDB['sg_orders']>,
  pageUrl: string,
): Promise<string> {
  const qr = await qrDataUrl(order.address || pageUrl);
  const amount = `${formatFen(Number(order.amount))} ${order.currency === 'USDT' ? 'USDT' : '元'}`;
  const settled = order.status !== 'created';
  const no = esc(order.order_no);
  const address = order.address
    ? `<div class="muted">收款地址（${esc(order.channel.toUpperCase())}）</div>` +
      `<div data-testid="address">${esc(order.address)}</div>`
    : '';
  const actions = settled
    ? `<p style="text-align:center" class="muted">商户收到通知后将自动入账。` +
      `<a href="${esc(order.return_url || '/')}">返回商户</a></p>`
    : `<form method="post"><button class="ok" formaction="/sandbox/pay/${no}/paid">模拟支付成功</button>` +
      `<button class="no" formaction="/sandbox/pay/${no}/failed">模拟支付失败</button></form>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>沙箱收银台</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;
background:#eef2f7;color:#1f2937}
.top{background:#1e40af;color:#fff;padding:14px 16px;font-size:16px}
.card{margin:16px;background:#fff;border-radius:12px;padding:20px;text-align:center}
.amt{font-size:30px;font-weight:700;margin:8px 0 4px}.muted{color:#6b7280;font-size:13px;word-break:break-all}
img{width:200px;height:200px;margin:12px auto;display:block}
.st{display:inline-block;padding:2px 10px;border-radius:10px;background:#e5e7eb;font-size:13px}
form{display:flex;gap:12px;margin:20px 16px}
button{flex:1;height:44px;border:0;border-radius:8px;font-size:16px;color:#fff}
.ok{background:#16a34a}.no{background:#dc2626}a{color:#1e40af}</style></head><body>
<div class="top">沙箱支付网关 · 收银台</div><div class="card"><div class="muted">订单号 ${no}</div>
<div class="amt" data-testid="amount">${esc(amount)}</div>
<span class="st" data-testid="status">${STATUS_TEXT[order.status] ?? esc(order.status)}</span>
<img src="${qr}" alt="付款二维码">${address}</div>
${actions}
<p class="muted" style="text-align:center">这是测试环境，不会产生真实扣款。</p></body></html>`;
}
