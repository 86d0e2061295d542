import { useEffect, useState } from 'react';
import { formatFen } from '@app/shared';
import { PlayingCard } from '../components/playing-card';
import { timeline } from '../lib/motion';
import type { StageProps } from '../lib/stage';
import type { NiuniuResult, NiuSeat } from '../lib/types';

/** How far the reveal has come: bids shown, banker known, bets shown, cards dealt and turned. */
interface Moment {
  bids: number;
  banker: boolean;
  bets: boolean;
  dealt: number;
  open: number[];
  results: boolean;
}

const DONE: Moment = { bids: 4, banker: true, bets: true, dealt: 20, open: [0, 1, 2, 3], results: true };
/** Seats in the order they are turned: yours first, the banker's last. */
const turnOrder = (banker: number) => [0, 1, 2, 3].filter((s) => s !== banker).concat(banker);

function script(r: NiuniuResult): Array<[number, Moment]> {
  const out: Array<[number, Moment]> = [];
  let m: Moment = { bids: 0, banker: false, bets: false, dealt: 0, open: [], results: false };
  const at = (t: number, change: Partial<Moment>) => out.push([t, (m = { ...m, ...change })]);
  for (let b = 1; b <= 4; b++) at((b - 1) * 160, { bids: b });
  at(1100, { banker: true });
  at(1700, { bets: true });
  for (let d = 1; d <= 20; d++) at(2000 + d * 55, { dealt: d });
  let t = 3400;
  for (const seat of turnOrder(r.banker)) at((t += 420), { open: [...m.open, seat] });
  at(t + 600, { results: true });
  return out;
}

const money = (fen: number) => `${fen > 0 ? '+' : fen < 0 ? '−' : ''}${formatFen(Math.abs(fen))}`;

/**
 * 抢庄牛牛 at a table of four: each seat's bid, the bank going to the top bid, the bets, the deal,
 * the hands turned (yours first, the banker's last) with the three making ten raised, and each
 * seat's result against the banker.
 */
export function NiuniuStage({ turn, past, reduced, onRevealed }: StageProps<'niuniu'>) {
  const [step, setStep] = useState(-1);
  const round = turn.state === 'reveal' ? turn.round : null;
  const waiting = turn.state === 'waiting';
  const last = past[past.length - 1];
  // Rounds from before the bidding have no seats: the table then waits for a new deal.
  const result = round?.result ?? (waiting || !last?.seats ? undefined : last);
  const frames = result ? script(result) : [];
  const moment = round ? (step >= 0 ? frames[step]?.[1] : undefined) : result ? DONE : undefined;

  useEffect(() => {
    if (turn.state === 'waiting') setStep(-1);
    if (turn.state !== 'reveal') return;
    const n = turn.n;
    const steps = script(turn.round.result);
    const end = steps[steps.length - 1]![0];
    return timeline(
      [
        ...steps.map(([t], i): [number, () => void] => [t, () => setStep(i)]),
        [end + 900, () => onRevealed(n)],
      ],
      reduced,
    );
  }, [turn, reduced, onRevealed]);

  const seat = (index: number) => {
    const s: NiuSeat | undefined = result?.seats[index];
    const isBanker = !!moment?.banker && result?.banker === index;
    const open = !!moment?.open.includes(index);
    const dealt = moment ? Math.max(0, Math.min(5, Math.ceil((moment.dealt - index) / 4))) : 0;
    const three = open && s?.hand.three ? new Set(s.hand.three) : new Set<number>();
    const shown = moment?.results && s && index !== result!.banker;
    const outcome = shown ? (s.result > 0 ? 'won' : 'lost') : '';
    return (
      <div
        className={`nseat nseat-${index}${isBanker ? ' banker' : ''}${index === 0 ? ' you' : ''} ${outcome}`}
        data-seat={index}
        data-banker={isBanker ? 'true' : undefined}
      >
        <div className="nseat-head">
          <span className="avatar" aria-hidden="true">
            {isBanker ? '庄' : index === 0 ? '我' : '电'}
          </span>
          <b>{s?.name ?? (index === 0 ? '你' : `电脑${index}`)}</b>
          {s && moment && index < moment.bids && (
            <span className="tag bid" data-bid={s.bid}>
              {s.bid ? `抢×${s.bid}` : '不抢'}
            </span>
          )}
          {s && moment?.bets && !isBanker && <span className="tag bet">下注×{s.bet}</span>}
          {isBanker && <span className="tag crown">庄×{result!.bankerMultiple}</span>}
        </div>
        <div className={`nseat-cards${three.size ? ' grouped' : ''}`}>
          {s?.cards.slice(0, dealt).map((card, i) => (
            <PlayingCard
              key={`${turn.n}-${index}-${i}`}
              rank={card.rank}
              suit={card.suit}
              open={open}
              from={index === 0 ? 'bottom' : 'top'}
              className={three.size ? (three.has(i) ? 'niu' : 'rest') : ''}
            />
          ))}
        </div>
        <div className="nseat-foot">
          <span className={`hand-name${open ? ' on' : ''}`} data-hand={open ? s?.hand.name : undefined}>
            {open ? `${s?.hand.name} ×${s?.hand.multiple}` : ''}
          </span>
          {moment?.results && s && (
            <span className={`nseat-result ${s.result > 0 ? 'up' : 'down'}`} data-result={s.result}>
              {money(s.result)}
            </span>
          )}
        </div>
      </div>
    );
  };

  return (
    <div className="niuniu">
      <div className="felt niu-felt">
        {seat(2)}
        <div className="niu-middle">
          {seat(1)}
          {seat(3)}
        </div>
        <div className="versus niu-caption" data-phase={moment?.results ? 'done' : undefined}>
          {waiting
            ? '抢庄中…'
            : !result
              ? '请选择抢庄与下注倍数'
              : !moment?.banker
                ? '抢庄'
                : !moment.results
                  ? `${result.seats[result.banker]!.name}坐庄 ×${result.bankerMultiple}`
                  : result.gross > 0
                    ? `你赢 ${formatFen(result.gross - result.commission)} 元`
                    : `你输 ${formatFen(-result.gross)} 元`}
        </div>
        {seat(0)}
      </div>
    </div>
  );
}
