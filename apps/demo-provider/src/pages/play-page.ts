const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The game page's style sheet, served as a file: the page's policy allows no inline style. A
 * backslash ending a line continues it: the served sheet has the rule whole.
 */
export const PLAY_STYLE = `*{box-sizing:border-box}body{margin:0;\
font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;\
background:radial-gradient(circle at 50% 0,#3b0a14,#12060a 70%);color:#f6e7c1;min-height:100vh}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;\
background:rgba(0,0,0,.35)}
header b{font-size:16px}.bal{font-size:14px}.bal span{color:#ffd76a;font-weight:700;font-size:18px}
#table{margin:16px;min-height:210px;border-radius:16px;background:linear-gradient(160deg,#0f5132,#073320);\
border:2px solid #c9a227;padding:14px;display:flex;flex-direction:column;align-items:center;\
justify-content:center;gap:10px}
.grid{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;width:100%}
.cell{height:52px;border-radius:8px;background:#fffaf0;color:#7b1022;display:flex;align-items:center;\
justify-content:center;font-weight:800;font-size:15px;box-shadow:inset 0 -3px 0 rgba(0,0,0,.15)}
.cell.hit{outline:3px solid #ffd76a}.cell.WILD{background:#ffd76a}.cell.SEVEN{color:#c81e3a}
.cards{display:flex;gap:18px;align-items:flex-end}.hand{text-align:center}.hand .row{display:flex;gap:4px;\
justify-content:center}
.big{font-size:44px;font-weight:900;color:#f6e7c1}.big.up{color:#ffd76a}
.card.red{color:#c81e3a}
.card{width:40px;height:58px;border-radius:6px;background:#fff;color:#222;display:flex;align-items:center;\
justify-content:center;font-weight:700;font-size:18px}
.die{width:52px;height:52px;border-radius:10px;background:#fff;color:#c81e3a;font-size:28px;font-weight:800;\
display:flex;align-items:center;justify-content:center}
.msg{min-height:24px;font-size:16px;text-align:center}.msg.win{color:#ffd76a;font-weight:700}
.panel{margin:0 16px;padding:12px;border-radius:12px;background:rgba(0,0,0,.3)}
.label{font-size:13px;opacity:.8;margin:4px 0 8px}.chips,.choices{display:flex;flex-wrap:wrap;gap:8px}
button{border:0;border-radius:20px;padding:9px 14px;font-size:14px;background:#3a1a22;color:#f6e7c1}
button.on{background:#c9a227;color:#3b0a14;font-weight:700}
#play{display:block;width:calc(100% - 32px);margin:14px 16px;height:48px;border-radius:24px;font-size:18px;\
font-weight:800;background:linear-gradient(90deg,#e0b640,#c9a227);color:#3b0a14}
#play:disabled{opacity:.5}
ul{list-style:none;margin:0;padding:0;font-size:13px}li{display:flex;justify-content:space-between;\
padding:6px 0;border-bottom:1px solid rgba(255,255,255,.08)}
.rtp{font-size:12px;opacity:.6;text-align:center;margin:10px 16px 24px}
#choiceLabel{margin-top:12px}
`;

/**
 * The game page's Content-Security-Policy: script, style and calls from the provider's own origin
 * only, nothing inline; framed by the operator's site (`siteOrigin`) or by the provider itself.
 */
export function playPagePolicy(siteOrigin: string | undefined): string {
  const framers = ["'self'", ...(siteOrigin ? [siteOrigin] : [])].join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${framers}`,
  ].join('; ');
}

/** The game page shell; the game itself is drawn by play-script.ts from the session's info. */
export function renderPlayPage(base: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>游戏</title>
<link rel="stylesheet" href="/demo-provider/assets/play.css">
</head><body data-base="${esc(base)}">
<header><b id="title">游戏加载中...</b><div class="bal">余额 <span id="balance">--</span></div></header>
<div id="table"><div class="msg">加载中...</div></div>
<div class="panel"><div class="label">投注金额（元）</div><div class="chips" id="stakes"></div>
<div class="label" id="choiceLabel">投注项</div><div class="choices" id="choices"></div></div>
<button id="play" disabled>开始</button>
<div class="panel"><div class="label">最近记录（局号 / 投注 / 派彩）</div><ul id="history"></ul></div>
<p class="rtp" id="rtp"></p>
<script src="/demo-provider/assets/play.js"></script>
</body></html>`;
}
