import { signedYuan } from '../../components/signed-amount';

/** Axis ticks: 12,345 → "1.2万", 123,456,789 → "1.2亿"; small values as they are. */
export function shortYuan(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${(value / 1e8).toFixed(1)}亿`;
  if (abs >= 1e4) return `${(value / 1e4).toFixed(1)}万`;
  return String(Math.round(value));
}

/** "-¥142.50" rather than "¥-142.50". */
export const tooltipYuan = (value: unknown) => signedYuan(String(value));

/**
 * Tooltip rows in the text colour: a series' colour (GGR's red) would paint a loss red; the sign
 * before the amount says which way it went.
 */
export const TOOLTIP_ITEM_STYLE = { color: 'rgba(0, 0, 0, 0.85)' } as const;

/**
 * Chart colours: the console's red, then calm contrasts. A result's sign has its own pair, as
 * Chinese figures are read and as the cards and tables show it: a gain red, a loss green; no other
 * series is drawn green, so green always means a loss.
 */
export const COLOR = {
  red: '#b5162d',
  grey: '#8c8c8c',
  blue: '#1677ff',
  purple: '#722ed1',
  orange: '#fa8c16',
  gold: '#d4a017',
  gain: '#cf1322',
  loss: '#389e0d',
} as const;

/** The colour of a result: a gain red, a loss green. */
export const resultColor = (value: number) => (value < 0 ? COLOR.loss : COLOR.gain);
