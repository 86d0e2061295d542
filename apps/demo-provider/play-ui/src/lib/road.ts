/**
 * The scoreboards of a card table, built from past results (oldest first): 珠盘路 (bead plate),
 * every round in order, down each column of six then on to the next; and 大路 (big road), one
 * column per streak of the same side, ties marked on the round before them, a streak longer than
 * the column turning right along its last free row (the "dragon tail").
 */
export interface Bead {
  col: number;
  row: number;
  outcome: string;
}

export interface RoadCell {
  col: number;
  row: number;
  outcome: string;
  /** Ties that followed this round (or came before the first one). */
  ties: number;
}

/** The bead plate's last `cols` columns. */
export function beadPlate(outcomes: string[], rows = 6, cols = Infinity): Bead[] {
  const total = Math.ceil(outcomes.length / rows);
  const skip = Math.max(0, total - cols) * rows;
  return outcomes.slice(skip).map((outcome, i) => ({ col: Math.floor(i / rows), row: i % rows, outcome }));
}

/** The big road, its last `cols` columns, renumbered from 0. */
export function bigRoad(outcomes: string[], rows = 6, cols = Infinity): RoadCell[] {
  const cells: RoadCell[] = [];
  const taken = new Set<string>();
  const free = (col: number, row: number) => !taken.has(`${col}:${row}`);
  let leadingTies = 0;
  let streakCol = -1;
  let last: RoadCell | undefined;
  for (const outcome of outcomes) {
    if (outcome === 'tie') {
      if (last) last.ties++;
      else leadingTies++;
      continue;
    }
    let col: number;
    let row: number;
    if (last && last.outcome === outcome) {
      // The streak goes on: down while it can, else right along the same row.
      if (last.row + 1 < rows && free(last.col, last.row + 1)) {
        col = last.col;
        row = last.row + 1;
      } else {
        col = last.col + 1;
        row = last.row;
        while (!free(col, row)) col++;
      }
    } else {
      streakCol++;
      while (!free(streakCol, 0)) streakCol++;
      col = streakCol;
      row = 0;
    }
    last = { col, row, outcome, ties: cells.length === 0 ? leadingTies : 0 };
    taken.add(`${col}:${row}`);
    cells.push(last);
  }
  // Only ties so far: one empty cell carries them.
  if (!cells.length && leadingTies) return [{ col: 0, row: 0, outcome: 'tie', ties: leadingTies }];
  const width = cells.reduce((m, c) => Math.max(m, c.col + 1), 0);
  const from = Math.max(0, width - cols);
  return cells.filter((c) => c.col >= from).map((c) => ({ ...c, col: c.col - from }));
}

/** How many rounds each side won, and ties. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1;
  return counts;
}
