import { useEffect, useState } from 'react';
import { PlayingCard } from '../components/playing-card';
import { timeline } from '../lib/motion';
import type { StageProps } from '../lib/stage';
import type { GoldenFlowerResult } from '../lib/types';

/** One moment of the deal: cards dealt (alternately), cards turned per seat, names shown. */
interface Moment {
  dealt: number;
  openPlayer: number;
  openBanker: number;
  named: [boolean, boolean];
  winner?: 'player' | 'banker';
}

const DEAL = 140;
const TURN = 200;

function moments(count: number, outcome: 'player' | 'banker'): Array<[number, Moment]> {
  const out: Array<[number, Moment]> = [];
  const base = { openPlayer: 0, openBanker: 0, named: [false, false] as [boolean, boolean] };
  for (let d = 1; d <= count * 2; d++) out.push([(d - 1) * DEAL, { ...base, dealt: d }]);
  let t = count * 2 * DEAL + 400;
  const dealt = count * 2;
  for (let p = 1; p <= count; p++, t += TURN) out.push([t, { ...base, dealt, openPlayer: p }]);
  out.push([t + 150, { dealt, openPlayer: count, openBanker: 0, named: [true, false] }]);
  t += 800;
  for (let b = 1; b <= count; b++, t += TURN)
    out.push([t, { dealt, openPlayer: count, openBanker: b, named: [true, false] }]);
  out.push([t + 150, { dealt, openPlayer: count, openBanker: count, named: [true, true] }]);
  out.push([t + 800, { dealt, openPlayer: count, openBanker: count, named: [true, true], winner: outcome }]);
  return out;
}

/**
 * Golden flower: the server's hands dealt to the banker and to the player, the player's turned
 * first, each named (对子, 顺子…), and the winner's seat lit. (抢庄牛牛 has its own table: niuniu.tsx.)
 */
export function PokerHandsStage({ kind, turn, past, reduced, onRevealed }: StageProps<'golden_flower'>) {
  const [step, setStep] = useState(-1);
  const round = turn.state === 'reveal' ? turn.round : null;
  const waiting = turn.state === 'waiting';
  const result: GoldenFlowerResult | undefined =
    round?.result ?? (waiting ? undefined : past[past.length - 1]);
  const count = 3;
  const script = result ? moments(count, result.outcome) : [];

  useEffect(() => {
    if (turn.state === 'waiting') setStep(-1);
    if (turn.state !== 'reveal') return;
    const n = turn.n;
    const frames = moments(count, turn.round.result.outcome);
    const end = frames[frames.length - 1]![0];
    return timeline(
      [
        ...frames.map(([at], i): [number, () => void] => [at, () => setStep(i)]),
        [end + 900, () => onRevealed(n)],
      ],
      reduced,
    );
  }, [turn, count, reduced, onRevealed]);

  const moment: Moment | undefined = round
    ? step >= 0
      ? script[step]?.[1]
      : undefined
    : script[script.length - 1]?.[1];
  const name = (seat: 'player' | 'banker') =>
    !result ? '' : seat === 'player' ? result.playerHand : result.bankerHand;

  const seat = (who: 'banker' | 'player', index: 0 | 1) => {
    const cards = result ? result[who] : [];
    const open = moment ? (who === 'player' ? moment.openPlayer : moment.openBanker) : 0;
    // Cards go out alternately, the banker first: the banker's i-th is deal 2i+1, the player's 2i+2.
    const dealtHere = moment ? Math.floor((moment.dealt + (who === 'banker' ? 1 : 0)) / 2) : 0;
    const named = !!moment?.named[index === 0 ? 1 : 0];
    const won = moment?.winner === who;
    return (
      <div
        className={`seat seat-${who}${won ? ' won' : ''}${moment?.winner && !won ? ' lost' : ''}`}
        data-seat={who}
      >
        <div className="seat-head">
          <span className="avatar" aria-hidden="true">
            {who === 'banker' ? '庄' : '闲'}
          </span>
          <b>{who === 'banker' ? '庄家' : '闲家（你）'}</b>
          <span className={`hand-name${named ? ' on' : ''}`} data-hand={named ? name(who) : undefined}>
            {named ? name(who) : ''}
          </span>
        </div>
        <div className="seat-cards">
          {cards.slice(0, dealtHere).map((card, i) => (
            <PlayingCard
              key={`${turn.n}-${who}-${i}`}
              rank={card.rank}
              suit={card.suit}
              open={i < open}
              from={who === 'banker' ? 'top' : 'bottom'}
            />
          ))}
        </div>
      </div>
    );
  };

  return (
    <div className={`poker poker-${kind}`}>
      <div className="felt poker-felt">
        {seat('banker', 0)}
        <div className={`versus${moment?.winner ? ' done' : ''}`} data-outcome={moment?.winner}>
          {moment?.winner
            ? `${moment.winner === 'player' ? '闲' : '庄'}赢`
            : waiting
              ? '发牌中…'
              : result
                ? '比牌'
                : '请下注'}
        </div>
        {seat('player', 1)}
      </div>
    </div>
  );
}
