import type { Settings } from './settings.service.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page /kefu frames when no live-chat provider is configured. It tells the player how to reach
 * the operators; the messaging form arrives with the support capability.
 */
export function renderSupportPage(settings: Settings): string {
  const title = escape(settings.site_title);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} 在线客服</title>
<style>
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f5f5;color:#333}
.card{margin:16px;padding:20px;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.06)}
h1{font-size:18px;margin:0 0 12px;color:#b8860b}p{line-height:1.7;margin:8px 0;font-size:14px}
</style></head><body><div class="card"><h1>${title} · 7×24小时客服</h1>
<p>您好，欢迎联系${title}客服中心。我们的客服团队全天候为您服务。</p>
<p>存款、取款、账户及活动相关问题，请登录后在“我的 → 我的消息”中查看处理结果。</p>
<p>温馨提示：客服人员不会索要您的登录密码或支付密码。</p></div></body></html>`;
}
