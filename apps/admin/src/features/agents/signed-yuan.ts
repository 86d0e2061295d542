import { formatFen, parseSignedYuanToFen } from '@app/shared';

/** What a statement pays once adjusted: the computed amount plus the adjustment, never below zero. */
export function payableAfter(computed: string, adjust: string): string | null {
  const [c, a] = [parseSignedYuanToFen(computed), parseSignedYuanToFen(adjust)];
  return c === null || a === null ? null : formatFen(Math.max(0, c + a));
}
