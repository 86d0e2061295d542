import { describe, expect, it } from 'vitest';
import { seeded } from '../engines/seeded-rng.js';
import { boardAt, marketName, resultOf, scoreOf, viewAt, type BookEvent } from './match-state.js';
import { finalScoreText } from './score-words.js';
import { drawMatch, type Drawn } from './simulate.js';
import { LEAGUES } from './teams.js';

const byCode = (code: string) => LEAGUES.find((l) => l.code === code)!;
const SERIES_MS = 120_000;
let serial = 0;
/** A fixture of its own id (boards are cached by id and state). */
const event = (drawn: Drawn): BookEvent => ({
  id: `W${++serial}`,
  kickoffAt: 0,
  durationMs: SERIES_MS,
  drawn,
  cancelled: false,
});
/** A map's score as CS2 counts it: first to 13 of 24 rounds, or an overtime won by 4 of 6. */
function isCs2MapScore(winner: number, loser: number): boolean {
  if (winner === 13) return loser <= 11;
  return winner >= 16 && (winner - 13) % 3 === 0 && winner - loser >= 2 && winner - loser <= 4;
}

describe('each title scores its maps in its own unit', () => {
  it('a CS2 map is won in rounds: a real CS2 score, the pistol round first, no kills', () => {
    const rng = seeded(5);
    for (let i = 0; i < 200; i++) {
      const d = drawMatch(rng, byCode('es-cs'));
      if (d.sport !== 'esports') throw new Error('not esports');
      expect(d.params.unit).toBe('rounds');
      for (const map of d.timeline.maps) {
        const rounds = map.rounds!;
        const won = rounds.filter((r) => r.side === map.winner).length;
        expect(isCs2MapScore(won, rounds.length - won), `${won}:${rounds.length - won}`).toBe(true);
        expect(rounds.at(-1)!.side).toBe(map.winner);
        expect(map.firstBlood).toEqual(rounds[0]);
        expect(map.kills).toEqual([]);
        expect(rounds.every((r, j) => j === 0 || r.at > rounds[j - 1]!.at)).toBe(true);
      }
    }
  });

  it('in play: CS2 shows the map and its rounds, the MOBA titles the game and its kills', () => {
    const words: Record<string, RegExp[]> = {
      'es-cs': [/^地图1$/, /^回合 \d+:\d+$/],
      'es-lol': [/^第1局$/, /^击杀 \d+:\d+$/],
      'es-dota': [/^第1局$/, /^击杀 \d+:\d+$/],
      'es-kog': [/^第1局$/, /^击杀 \d+:\d+$/],
    };
    for (const [code, [clock, detail]] of Object.entries(words)) {
      const e = event(drawMatch(seeded(3), byCode(code)));
      // Most of the way through the first map: some rounds or kills are on the board.
      const mapMs = SERIES_MS / (byCode(code).bestOf ?? 3);
      const view = viewAt(e, mapMs * 0.9);
      expect(view.clock, code).toMatch(clock!);
      expect(view.detail, code).toMatch(detail!);
      expect(view.detail, code).not.toBe(code === 'es-cs' ? '回合 0:0' : '击杀 0:0');
      expect(view.scoreLabel, code).toBe('地图比分');
    }
    const football = event(drawMatch(seeded(3), byCode('fb-donghai')));
    expect(viewAt(football, 1000).scoreLabel).toBe('');
  });

  it('names the first-map market by what it is: CS2 the pistol round, the MOBA titles first blood', () => {
    const cs = event(drawMatch(seeded(8), byCode('es-cs')));
    const lol = event(drawMatch(seeded(8), byCode('es-lol')));
    expect(boardAt(cs, 0).find((m) => m.key === 'fb:1')!.name).toBe('地图1 手枪局');
    expect(boardAt(lol, 0).find((m) => m.key === 'fb:1')!.name).toBe('第1局 一血');
    expect(marketName(cs, 'fb:2')).toBe('地图2 手枪局');
    expect(marketName(lol, 'fb:2')).toBe('第2局 一血');
  });

  it('words a final score by what it counts: the full match, or the maps of a series', () => {
    const football = drawMatch(seeded(4), byCode('fb-donghai'));
    const r = scoreOf(resultOf(event(football)));
    expect(finalScoreText(football, r)).toBe(`全场比分 ${r.home}:${r.away}`);
    const basketball = drawMatch(seeded(4), byCode('bk-xinghe'));
    expect(finalScoreText(basketball, { home: 101, away: 97 })).toBe('全场比分 101:97');
    const cs = drawMatch(seeded(4), byCode('es-cs'));
    expect(finalScoreText(cs, { home: 2, away: 1 })).toBe('地图比分 2:1');
  });
});
