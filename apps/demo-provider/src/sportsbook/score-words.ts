import type { EsportsParams } from './esports.js';
import type { Drawn } from './simulate.js';

/**
 * How the book words a score, title by title: CS2 is played in rounds, map after map; the MOBA
 * titles (英雄联盟, DOTA2, 王者荣耀) in games followed by their kills. The big score of a series
 * counts maps, so it says so; goals and points need no word.
 */
type Scoring = Pick<EsportsParams, 'unit'> | undefined;
const inRounds = (p: Scoring) => p?.unit === 'rounds';

/** A map of a series as its title names it: CS2 地图2, the MOBA titles 第2局. */
export const mapName = (p: Scoring, n: number) => (inRounds(p) ? `地图${n}` : `第${n}局`);

/** The market on a map's first decisive moment: CS2's pistol round, a MOBA game's first blood. */
export const openingMarketName = (p: Scoring, n: number) =>
  `${mapName(p, n)} ${inRounds(p) ? '手枪局' : '一血'}`;

/** The map being played, by its own score: rounds in CS2, kills in the MOBA titles. */
export const mapScoreText = (p: Scoring, home: number, away: number) =>
  `${inRounds(p) ? '回合' : '击杀'} ${home}:${away}`;

/** What a match's big score counts where goals or points would not be understood: a series' maps. */
export const scoreLabel = (d: Drawn) => (d.sport === 'esports' ? '地图比分' : '');

/** A final score as a settled ticket shows it: 全场比分 2:1 (goals, points), 地图比分 2:1 (maps). */
export const finalScoreText = (d: Drawn, score: { home: number; away: number }) =>
  `${d.sport === 'esports' ? '地图比分' : '全场比分'} ${score.home}:${score.away}`;
