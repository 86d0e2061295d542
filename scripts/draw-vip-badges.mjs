// Draws the VIP level badges (vip0.svg … vip10.svg) that /api/user's `vipname` points at.
// Run once after changing the palette: node scripts/draw-vip-badges.mjs
import { writeFileSync } from 'node:fs';

const tiers = [
  ['#9e9e9e', '#616161'], // 0
  ['#cd7f32', '#8d5524'],
  ['#cd7f32', '#8d5524'],
  ['#cd7f32', '#8d5524'], // bronze 1-3
  ['#c0c0c0', '#7b7b7b'],
  ['#c0c0c0', '#7b7b7b'],
  ['#c0c0c0', '#7b7b7b'], // silver 4-6
  ['#ffd54f', '#c79100'],
  ['#ffd54f', '#c79100'], // gold 7-8
  ['#b388ff', '#6200ea'],
  ['#ff8a80', '#c62828'], // amethyst 9, ruby 10
];

for (let level = 0; level < tiers.length; level++) {
  const [light, dark] = tiers[level];
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  const label =
    '<text x="46" y="19" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="13" ' +
    `font-weight="700" fill="#fff">VIP${level}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="28" viewBox="0 0 72 28">
  <defs>${gradient}</defs>
  <rect x="1" y="1" width="70" height="26" rx="13" fill="url(#g)" stroke="#fff" stroke-opacity=".6"/>
  <path d="M10 9l3 4 3-5 3 5 3-4-1.5 9h-9z" fill="#fff" fill-opacity=".95"/>
  ${label}
</svg>
`;
  writeFileSync(`apps/web/public/img/vip/vip${level}.svg`, svg);
}
console.log(`drew ${tiers.length} badges`);
