import { fileURLToPath } from 'node:url';

/**
 * The style sheet of the providers' plain notices (a page not built, BOOK_MISSING_PAGE), served as
 * a file: the page's policy allows no inline style. A backslash ending a line continues it.
 */
export const PLAY_STYLE = `*{box-sizing:border-box}body{margin:0;\
font-family:-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;\
background:radial-gradient(circle at 50% 0,#3b0a14,#12060a 70%);color:#f6e7c1;min-height:100vh}
header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;\
background:rgba(0,0,0,.35)}
header b{font-size:16px}
.panel{margin:16px;padding:16px;border-radius:12px;background:rgba(0,0,0,.3);border:1px solid #c9a227}
.msg{min-height:24px;font-size:16px;line-height:1.6;text-align:center}
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

/**
 * The game page, built by Vite from play-ui/ (`npm run build -w @app/demo-provider`): its
 * index.html is the page of every game session, its hashed assets under /demo-provider/games/ are
 * served for a year (read like the sportsbook's: bookAsset, bookIndex).
 */
export const PLAY_DIST = fileURLToPath(new URL('../../dist/play', import.meta.url));

/** What a player sees while the game page is not built: a plain notice, no script. */
export const PLAY_MISSING_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>游戏维护中</title>
<link rel="stylesheet" href="/demo-provider/assets/play.css">
</head><body>
<header><b>游戏</b></header>
<div class="panel"><p class="msg">游戏页面暂时无法打开（页面尚未构建），请稍后再试或联系客服。</p></div>
</body></html>`;
