import { formatFen, parseYuanToFen } from '@app/shared';

/** Fen from a signed yuan amount ("-50", "+12.5", "30"); null when it is not one. */
export function parseSignedYuanToFen(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  const negative = trimmed.startsWith('-');
  const fen = parseYuanToFen(trimmed.replace(/^[-+]/, ''));
  return fen === null ? null : negative ? -fen : fen;
}

/** What a statement pays once adjusted: the computed amount plus the adjustment, never below zero. */
export function payableAfter(computed: string, adjust: string): string | null {
  const [c, a] = [parseSignedYuanToFen(computed), parseSignedYuanToFen(adjust)];
  return c === null || a === null ? null : formatFen(Math.max(0, c + a));
}
