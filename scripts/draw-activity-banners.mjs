// Draws the demo promotions' banners (750×300 SVG) into apps/web/public/img/activities.
// Run: node scripts/draw-activity-banners.mjs — the seed (apps/server/src/seeds/seed-activities.ts)
// names the same files.
import { mkdirSync, writeFileSync } from 'node:fs';

const BANNERS = [
  ['newcomer', '新人首存送88%', '最高彩金 8888 元', ['#5e0613', '#b3152f'], '88%'],
  ['daily-deposit', '每日存款加赠', '单笔存款 5% 加赠，上不封顶', ['#7a2a00', '#d9731c'], '5%'],
  ['rebate', '无限返水 天天领', '最高 1.6% 日日结算', ['#0d3b66', '#2a7ab8'], '1.6%'],
  ['slots-weekly', '电子周周奖', '电子投注排行 奖金 18888 元', ['#3c1361', '#8a3fc2'], '周'],
  ['live-streak', '真人连赢奖', '百家乐连赢 8 局 加送彩金', ['#0b4d2f', '#1f9a5e'], '赢'],
  ['sports-insure', '体育首注包赔', '首注输了 全额返还 最高 588 元', ['#083b3b', '#129c9c'], '赔'],
  ['vip-upgrade', 'VIP晋级礼金', '晋级即送 最高 188888 元', ['#4a3300', '#c2912a'], 'VIP'],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const FONT = `font-family="'Noto Sans CJK SC','PingFang SC',sans-serif"`;
/** A gradient's stops: [offset, colour, opacity?] each. */
const stops = (...list) =>
  list
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');
mkdirSync('apps/web/public/img/activities', { recursive: true });
const GOLD = stops(['0', '#fff6d8'], ['0.5', '#f3cd72'], ['1', '#c58f35']);
const GLOW = stops(['0', '#ffe6a8', '0.45'], ['1', '#ffe6a8', '0']);
for (const [file, title, sub, [from, to], badge] of BANNERS) {
  const ring = `<circle r="72" fill="none" stroke="${from}" stroke-opacity="0.35" stroke-width="4"/>`;
  const joinText =
    `<text x="134" y="250" text-anchor="middle" ${FONT} font-size="24" font-weight="700" ` +
    `fill="${from}">立即参与</text>`;
  const badgeY = badge.length > 2 ? 14 : 20;
  const badgeSize = badge.length > 3 ? 40 : badge.length > 2 ? 48 : 60;
  const badgeText =
    `<text y="${badgeY}" text-anchor="middle" ${FONT} font-size="${badgeSize}" font-weight="900" ` +
    `fill="${from}">${esc(badge)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">${stops(['0', from], ['1', to])}</linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">${GOLD}</linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.5" r="0.5">${GLOW}</radialGradient>
  </defs>
  <rect width="750" height="300" fill="url(#bg)"/>
  <rect width="750" height="300" fill="url(#glow)"/>
  <g fill="#fff" opacity="0.07"><circle cx="70" cy="270" r="130"/><circle cx="720" cy="-10" r="150"/></g>
  <text x="48" y="128" ${FONT} font-size="58" font-weight="900" fill="url(#gold)">${esc(title)}</text>
  <text x="50" y="188" ${FONT} font-size="28" fill="#fff" opacity="0.92">${esc(sub)}</text>
  <rect x="50" y="218" width="168" height="46" rx="23" fill="url(#gold)"/>
  ${joinText}
  <g transform="translate(630 150)">
    <circle r="86" fill="url(#gold)"/>${ring}
    ${badgeText}
  </g>
</svg>
`;
  writeFileSync(`apps/web/public/img/activities/${file}.svg`, svg);
}
console.log(`drew ${BANNERS.length} banners into apps/web/public/img/activities`);
