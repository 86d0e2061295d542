import type { Settings } from './settings.service.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The style sheet of /support, served as a file (its policy allows no inline style). */
export const PAGE_STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;
background:#f5f2ee;color:#333;display:flex;flex-direction:column;height:100vh}
header{padding:14px 16px;background:linear-gradient(90deg,#8d0f22,#c81e3a);color:#fff}
header b{font-size:16px}header p{margin:4px 0 0;font-size:12px;opacity:.85}
#list{flex:1;overflow-y:auto;padding:12px 12px 4px}.msg{display:flex;margin:8px 0}
.msg.player{justify-content:flex-end}
.bubble{max-width:78%;padding:9px 12px;border-radius:14px;font-size:14px;line-height:1.55;
white-space:pre-wrap;word-break:break-word;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.msg.player .bubble{background:#c81e3a;color:#fff;border-bottom-right-radius:4px}
.msg.operator .bubble{border-bottom-left-radius:4px}
.time{font-size:11px;opacity:.6;margin-top:4px}
.hint{text-align:center;color:#999;font-size:13px;margin:24px 12px;line-height:1.7}
form{display:flex;gap:8px;padding:10px 12px;background:#fff;border-top:1px solid #eee}
textarea{flex:1;resize:none;height:42px;border:1px solid #e5ddd3;border-radius:21px;padding:10px 14px;
font-size:14px;font-family:inherit}
button{border:0;border-radius:21px;padding:0 18px;background:#c81e3a;color:#fff;font-size:15px}
button:disabled{opacity:.5}`;

/**
 * The page /kefu frames when no live-chat provider is configured: the player's conversation with
 * the operators (their replies also arrive in the inbox). The player's session comes from the
 * site's own session storage, which this same-origin frame shares.
 */
export function renderSupportPage(settings: Settings): string {
  const title = escape(settings.site_title);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${title} 在线客服</title><link rel="stylesheet" href="/support/assets/page.css"></head><body>
<header><b>${title} · 7×24小时在线客服</b><p>客服人员不会索要您的登录密码或支付密码</p></header>
<div id="list"><p class="hint">加载中...</p></div>
<form id="form" hidden><textarea id="text" maxlength="500" placeholder="请输入您要咨询的问题"></textarea>
<button id="send" type="submit">发送</button></form>
<script src="/support/assets/support.js"></script></body></html>`;
}

export const SUPPORT_SCRIPT = `(() => {
  const $ = (id) => document.getElementById(id);
  const token = sessionStorage.getItem('token');
  const list = $('list');
  const api = (path, body) =>
    fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token },
      body: JSON.stringify(body || {}),
    }).then((r) => r.json());
  const hint = (text) => {
    list.innerHTML = '';
    const p = document.createElement('p'); p.className = 'hint'; p.textContent = text; list.appendChild(p);
  };
  if (!token) { hint('请先登录后再咨询客服。存款、取款与活动问题的处理结果会发送到“我的 → 我的消息”。'); return; }
  $('form').hidden = false;
  let last = '';
  async function load() {
    const res = await api('/api/support/messages');
    if (res.code !== 200) { hint(res.message || '加载失败，请稍后再试'); return; }
    const key = JSON.stringify(res.data);
    if (key === last) return;
    last = key;
    list.innerHTML = '';
    if (!res.data.length) { hint('您好，请问有什么可以帮您？留言后客服会尽快回复，回复也会发送到您的站内信。'); return; }
    for (const m of res.data) {
      const row = document.createElement('div'); row.className = 'msg ' + m.author;
      const b = document.createElement('div'); b.className = 'bubble'; b.textContent = m.content;
      const t = document.createElement('div'); t.className = 'time';
      t.textContent = (m.author === 'operator' ? '客服 ' : '') + m.created_at;
      b.appendChild(t); row.appendChild(b); list.appendChild(row);
    }
    list.scrollTop = list.scrollHeight;
  }
  $('form').onsubmit = async (e) => {
    e.preventDefault();
    const text = $('text').value.trim();
    if (!text) return;
    $('send').disabled = true;
    try {
      const res = await api('/api/support/send', { content: text });
      if (res.code === 200) { $('text').value = ''; await load(); } else alert(res.message);
    } finally { $('send').disabled = false; }
  };
  load();
  setInterval(load, 5000);
})();`;
