import { PAYLINES } from '../../../src/engines/slot';
import type { SlotResult } from './types';

export { PAYLINES };

/** The cells ("reel:row") the server's winning lines run through, as far as each line pays. */
export function winningCells(lines: SlotResult['lines']): Set<string> {
  const cells = new Set<string>();
  for (const { line, count } of lines)
    PAYLINES[line]?.slice(0, count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  return cells;
}

/**
 * A payline across the whole grid as an SVG polyline's points, in cell units (cell centres: x
 * 0.5 … 4.5, y 0.5 … 2.5), with a short lead-in on both sides.
 */
export function linePoints(line: number): string {
  const rows = PAYLINES[line];
  if (!rows) return '';
  const points = rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`);
  return [`0,${rows[0]! + 0.5}`, ...points, `5,${rows[4]! + 0.5}`].join(' ');
}
