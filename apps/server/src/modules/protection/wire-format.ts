import { formatFen } from '@app/shared';
import { formatBeijing } from '../../lib/clock.js';

// Times go on the wire in Beijing time, amounts in yuan; null stays null (no end, no limit).
export const at = (ms: number) => formatBeijing(ms);
export const atOrNull = (ms: number | null) => (ms === null ? null : at(ms));
export const yuanOrNull = (fen: number | null) => (fen === null ? null : formatFen(fen));
