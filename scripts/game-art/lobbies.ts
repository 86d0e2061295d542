// Betting lobbies: 体育投注大厅 (sportsbook) and 电竞投注大厅 (esports).
import { backdrop, glow, linear, place, sparkle, tile } from './svg.js';

/** A football about 64 wide around its origin: black patches clipped to the ball. */
const football =
  '<defs><clipPath id="ball"><circle r="30"/></clipPath></defs>' +
  '<circle r="30" fill="#fff"/><g clip-path="url(#ball)" fill="#1b1b24">' +
  '<path d="M0-10L9.5-3 6 8H-6L-9.5-3Z"/><path d="M0-30L10-24 0-18-10-24Z"/>' +
  '<path d="M28-12L34 0 26 8 20-4Z"/><path d="M-28-12L-34 0-26 8-20-4Z"/>' +
  '<path d="M16 24L22 32H8L8 22Z"/><path d="M-16 24L-22 32H-8L-8 22Z"/></g>' +
  '<g stroke="#1b1b24" stroke-width="1.5"><path' +
  ' d="M0-10V-18M9.5-3L20-4M6 8L8 22M-6 8L-8 22M-9.5-3L-20-4"/></g>' +
  '<circle r="30" fill="none" stroke="#0004" stroke-width="2"/>';

const basketball =
  '<circle r="24" fill="#f47c20" stroke="#6b2a00" stroke-width="2"/>' +
  '<path d="M-24 0H24M0-24V24M-17-17Q-6 0-17 17M17-17Q6 0' +
  ' 17 17" stroke="#3a1400" stroke-width="2" fill="none"/>';

/** 体育投注大厅: a football and a basketball under floodlights over a striped pitch. */
export const sportsLobby = () =>
  tile(
    linear('pitch', ['#0b3d1e', '#1f9a4a']),
    '<rect width="160" height="160" fill="url(#pitch)"/>',
    '<path d="M0 96H160V112H0ZM0 128H160V144H0Z" fill="#fff" opacity=".07"/>',
    '<path d="M0 104Q80 84 160 104" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none"/>',
    linear('flood', ['#fff:.55', '#fff:0']),
    '<path d="M10 0L40 0L110 160H40ZM150 0L124 0L60 160H130Z" fill="url(#flood)" opacity=".6"/>',
    '<g fill="#fff"><circle cx="16" cy="12" r="4"/><circle cx="28" cy="12" r="4"/>' +
      '<circle cx="132" cy="12" r="4"/><circle cx="144" cy="12" r="4"/></g>',
    place(112, 72, 1, basketball),
    place(64, 100, 1.2, football),
    sparkle(30, 56, 5),
  );

/** A game controller about 100 wide around its origin. */
const controller =
  '<path d="M-40-14Q-40-24-28-24H28Q40-24 40-14L50 16Q52 30 38 30Q30 30 24 16H-24Q-30 30-38 30' +
  'Q-52 30-50 16Z" fill="#f4f6ff" stroke="#2a1a4a" stroke-width="2.5"/>' +
  '<path d="M-32-4H-18M-25-11V3" stroke="#2a1a4a" stroke-width="5" stroke-linecap="round"/>' +
  '<circle cx="26" cy="-12" r="4" fill="#19c08a"/><circle cx="34" cy="-4" r="4" fill="#ff3d6e"/>' +
  '<circle cx="18" cy="-4" r="4" fill="#3ab8ff"/><circle cx="26" cy="4" r="4" fill="#ffd23b"/>' +
  '<circle cx="-12" cy="10" r="6" fill="#2a1a4a"/><circle cx="12" cy="10" r="6" fill="#2a1a4a"/>';

/** 电竞投注大厅: a controller over a neon arena floor, cyan and magenta lights. */
export const esportsLobby = () =>
  tile(
    backdrop('#3a1466', '#05010f', 0.5, 0.4),
    '<path d="M0 110H160M-40 160L60 110M20 160L72 110M80 160V110M140 160L88 110M200 160L100 110" ' +
      'stroke="#ff3dd6" stroke-opacity=".6" stroke-width="1.5"/><path d="M0 128H160M0 148H160" ' +
      'stroke="#ff3dd6" stroke-opacity=".4"/>',
    glow(80, 74, 62, '#3af0ff'),
    '<path d="M80 24L124 49V99L80 124L36 99V49Z" fill="none" stroke="#3af0ff" stroke-width="3"/>',
    '<path d="M80 14L133 44V104L80 134L27 104V44Z" fill="none"' +
      ' stroke="#ff3dd6" stroke-width="2" opacity=".7"/>',
    place(80, 78, 0.95, controller),
    sparkle(20, 24, 5, '#3af0ff'),
    sparkle(140, 132, 5, '#ff3dd6'),
  );
