/** Amounts are fen inside the provider and yuan strings with two decimals on the wire. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
export const toFen = (s: string) => Math.round(Number(s) * 100);
