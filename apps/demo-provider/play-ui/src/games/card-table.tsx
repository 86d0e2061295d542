import { useEffect, useState } from 'react';
import { PlayingCard } from '../components/playing-card';
import { RANK, SIDE } from '../lib/format';
import { timeline } from '../lib/motion';
import type { StageProps } from '../lib/stage';
import type { BaccaratResult, DragonTigerResult } from '../lib/types';
import { RoadView } from './road-view';

/** A card on the table: which hand, its place in it, and the card. */
interface Placed {
  id: string;
  hand: 'left' | 'right';
  rank: number;
  suit?: number;
  /** A baccarat third card lies sideways. */
  third?: boolean;
}

/** One moment of a reveal: cards on the table, cards turned, what the totals and caption say. */
interface Frame {
  dealt: number;
  open: Set<string>;
  totals: [number | null, number | null];
  caption: string;
  winner?: string;
}

const value = (rank: number) => (rank >= 10 ? 0 : rank);
const points = (cards: Placed[], open: Set<string>) =>
  cards.filter((c) => open.has(c.id)).reduce((a, c) => a + value(c.rank), 0) % 10;

/** Baccarat as dealt at the table: two cards each, turned, then the third-card draws. */
function baccaratScript(r: BaccaratResult): { cards: Placed[]; frames: Array<[number, Frame]> } {
  const card = (hand: 'left' | 'right', i: number): Placed => {
    const ranks = hand === 'left' ? r.player : r.banker;
    const suits = hand === 'left' ? r.playerSuits : r.bankerSuits;
    return { id: `${hand}${i}`, hand, rank: ranks[i]!, suit: suits?.[i], third: i === 2 };
  };
  const cards = [card('left', 0), card('right', 0), card('left', 1), card('right', 1)];
  if (r.player.length > 2) cards.push(card('left', 2));
  if (r.banker.length > 2) cards.push(card('right', 2));
  const frames: Array<[number, Frame]> = [];
  const open = new Set<string>();
  const left = () => cards.filter((c) => c.hand === 'left');
  const right = () => cards.filter((c) => c.hand === 'right');
  let t = 0;
  const push = (at: number, dealt: number, caption: string, shown: [boolean, boolean], winner?: string) => {
    t = at;
    frames.push([
      at,
      {
        dealt,
        open: new Set(open),
        totals: [shown[0] ? points(left(), open) : null, shown[1] ? points(right(), open) : null],
        caption,
        winner,
      },
    ]);
  };
  for (let i = 1; i <= 4; i++) push(i * 260 - 260, i, '发牌', [false, false]);
  open.add('left0').add('left1');
  push(t + 800, 4, '闲家开牌', [true, false]);
  open.add('right0').add('right1');
  push(t + 800, 4, '庄家开牌', [true, true]);
  let dealt = 4;
  if (r.player.length > 2) {
    dealt++;
    push(t + 800, dealt, '闲家补牌', [true, true]);
    open.add('left2');
    push(t + 450, dealt, '闲家补牌', [true, true]);
  }
  if (r.banker.length > 2) {
    dealt++;
    push(t + 800, dealt, '庄家补牌', [true, true]);
    open.add('right2');
    push(t + 450, dealt, '庄家补牌', [true, true]);
  }
  const words = r.outcome === 'tie' ? '和局' : `${SIDE[r.outcome]}赢`;
  push(t + 700, dealt, `${words} ${r.playerTotal} : ${r.bankerTotal}`, [true, true], r.outcome);
  return { cards, frames };
}

/** Dragon tiger: one card each, the dragon's turned first. */
function dragonTigerScript(r: DragonTigerResult): { cards: Placed[]; frames: Array<[number, Frame]> } {
  const cards: Placed[] = [
    { id: 'left0', hand: 'left', rank: r.dragon, suit: r.dragonSuit },
    { id: 'right0', hand: 'right', rank: r.tiger, suit: r.tigerSuit },
  ];
  const words = r.outcome === 'tie' ? '和局' : `${SIDE[r.outcome]}赢`;
  const frame = (dealt: number, open: string[], caption: string, winner?: string): Frame => ({
    dealt,
    open: new Set(open),
    totals: [open.includes('left0') ? r.dragon : null, open.includes('right0') ? r.tiger : null],
    caption,
    winner,
  });
  return {
    cards,
    frames: [
      [0, frame(1, [], '发牌')],
      [280, frame(2, [], '发牌')],
      [1000, frame(2, ['left0'], '龙开牌')],
      [1800, frame(2, ['left0', 'right0'], '虎开牌')],
      [2500, frame(2, ['left0', 'right0'], `${words} ${RANK[r.dragon]} : ${RANK[r.tiger]}`, r.outcome)],
    ],
  };
}

const TABLES = {
  baccarat: {
    sides: ['player', 'banker'] as [string, string],
    names: { player: '闲', banker: '庄', tie: '和' },
    titles: ['闲 PLAYER', '庄 BANKER'],
    felt: '庄 1赔0.95 · 闲 1赔1 · 和 1赔8',
  },
  dragon_tiger: {
    sides: ['dragon', 'tiger'] as [string, string],
    names: { dragon: '龙', tiger: '虎', tie: '和' },
    titles: ['龙 DRAGON', '虎 TIGER'],
    felt: '龙 1赔1 · 虎 1赔1 · 和 1赔8',
  },
};

/** The baccarat rooms' names on the felt. */
const ROOMS: Record<string, string> = { 'baccarat-speed': '极速 · ', 'baccarat-vip': '贵宾厅 · ' };

/**
 * Baccarat and dragon tiger on a felt table: the server's cards dealt from the shoe and turned one
 * by one, totals, the winning side lit, and the roads of past rounds.
 */
export function CardTableStage({
  kind,
  info,
  turn,
  past,
  reduced,
  onRevealed,
}: StageProps<'baccarat' | 'dragon_tiger'>) {
  const table = TABLES[kind];
  // 极速百家乐 deals at twice the pace; 贵宾百家乐 is the high-stakes room.
  const pace = info.game_code === 'baccarat-speed' ? 0.5 : 1;
  const room = ROOMS[info.game_code] ?? '';
  const [step, setStep] = useState(-1);
  const round = turn.state === 'reveal' ? turn.round : null;
  // At rest the table shows the last round played, all turned.
  const result = round?.result ?? past[past.length - 1] ?? null;
  const script = result
    ? kind === 'baccarat'
      ? baccaratScript(result as BaccaratResult)
      : dragonTigerScript(result as DragonTigerResult)
    : null;

  useEffect(() => {
    if (turn.state === 'waiting') setStep(-1);
    if (turn.state !== 'reveal') return;
    const r = turn.round.result;
    const frames = (
      kind === 'baccarat' ? baccaratScript(r as BaccaratResult) : dragonTigerScript(r as DragonTigerResult)
    ).frames;
    const n = turn.n;
    const end = frames[frames.length - 1]![0];
    return timeline(
      [
        ...frames.map(([at], i): [number, () => void] => [at * pace, () => setStep(i)]),
        [(end + 900) * pace, () => onRevealed(n)],
      ],
      reduced,
    );
  }, [turn, kind, pace, reduced, onRevealed]);

  const waiting = turn.state === 'waiting';
  const frame: Frame | null = !script
    ? null
    : round
      ? (script.frames[Math.max(0, step)]?.[1] ?? null)
      : waiting
        ? null
        : script.frames[script.frames.length - 1]![1];
  const dealt = round && step < 0 ? [] : frame ? script!.cards.slice(0, frame.dealt) : [];
  const outcomes = past.map((r) => r.outcome);

  return (
    <div className={`card-table table-${kind}`}>
      <div className="felt">
        <div className={`shoe${waiting ? ' busy' : ''}`} aria-hidden="true">
          <span />
        </div>
        <p className="felt-title">
          {room}
          {table.felt}
        </p>
        <div className="hands">
          {(['left', 'right'] as const).map((hand, h) => {
            const side = table.sides[h]!;
            const total = frame?.totals[h];
            const won = frame?.winner === side;
            return (
              <div key={hand} className={`box box-${side}${won ? ' won' : ''}`} data-hand={side}>
                <h3>{table.titles[h]}</h3>
                <div className="box-cards">
                  {dealt
                    .filter((c) => c.hand === hand)
                    .map((c) => (
                      <PlayingCard
                        key={`${turn.n}-${c.id}`}
                        rank={c.rank}
                        suit={c.suit}
                        open={!!frame?.open.has(c.id)}
                        className={c.third ? 'third' : ''}
                      />
                    ))}
                </div>
                <div className={`total${total === null || total === undefined ? ' hidden' : ''}`}>
                  {kind === 'dragon_tiger' ? RANK[total ?? 0] : total}
                </div>
              </div>
            );
          })}
        </div>
        <div
          className={`caption${frame?.winner ? ` result o-${frame.winner}` : ''}`}
          data-outcome={frame?.winner}
        >
          {waiting ? '洗牌中…' : (frame?.caption ?? '请下注')}
        </div>
      </div>
      <RoadView outcomes={outcomes} names={table.names} sides={table.sides} />
    </div>
  );
}
