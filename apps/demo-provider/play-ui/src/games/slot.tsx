import { useEffect, useMemo, useRef, useState } from 'react';
import { formatFen } from '@app/shared';
import { CountUp } from '../components/count-up';
import { linePoints, winningCells } from '../lib/paylines';
import { timeline } from '../lib/motion';
import { toFen } from '../lib/format';
import type { StageProps } from '../lib/stage';
import type { SlotInfo, SlotResult } from '../lib/types';
import { SlotPicture } from './slot-picture';

const REELS = 5;
/** Symbols a spinning reel blurs past: a run of the title's own strip, never an outcome. */
const BLUR = 8;
const LINE_COLOURS = [
  '#ffd76a',
  '#ff5d73',
  '#5cd3ff',
  '#8dff6a',
  '#ff9f40',
  '#d08cff',
  '#ffef5c',
  '#5cffc8',
  '#ff7ad9',
];

const MIN_SPIN = 700;
const REEL_GAP = 260;
const LAND = 480;

/** The title's reels as they blur past, and the grid on show before the first round. */
function reelLook(slot: SlotInfo | null | undefined) {
  const strips = slot?.reels ?? [];
  return {
    filler: strips.map((strip, reel) =>
      Array.from({ length: BLUR }, (_, i) => strip[(i + reel * 5) % strip.length]!),
    ),
    welcome: strips.map((strip, reel) =>
      Array.from({ length: 3 }, (_, row) => strip[(reel * 7 + row) % strip.length]!),
    ),
  };
}

/** The cells the scatters lie in, when they paid. */
function scatterCells(result: SlotResult | null, scatter: string | undefined): Set<string> {
  const cells = new Set<string>();
  if (!result?.scatter?.pay || !scatter) return cells;
  result.grid.forEach((column, reel) =>
    column.forEach((s, row) => s === scatter && cells.add(`${reel}:${row}`)),
  );
  return cells;
}

/**
 * The slot: the title's five reels spin while the server draws, then stop one by one on the
 * server's grid; its winning lines (and paying scatters) light up and the win counts up before
 * the balance changes.
 */
export function SlotStage({ info, turn, past, reduced, onRevealed }: StageProps<'slot'>) {
  const slot = info.slot;
  const code = info.game_code;
  const names = useMemo(
    () =>
      new Map(
        [...(slot?.symbols ?? []), ...(slot?.scatter ? [slot.scatter] : [])].map((s) => [s.id, s.name]),
      ),
    [slot],
  );
  const look = useMemo(() => reelLook(slot), [slot]);
  const [landed, setLanded] = useState(REELS);
  const [lit, setLit] = useState(false);
  const [settled, setSettled] = useState(false);
  const spinStart = useRef(0);
  const round = turn.state === 'reveal' ? turn.round : null;
  const rest = past[past.length - 1]?.grid ?? look.welcome;
  const grid = round ? round.result.grid : rest;

  useEffect(() => {
    if (turn.state === 'waiting') {
      spinStart.current = performance.now();
      setLanded(0);
      setLit(false);
      setSettled(false);
    } else if (turn.state === 'failed' || turn.state === 'idle') {
      setLanded(REELS);
    }
  }, [turn]);

  useEffect(() => {
    if (turn.state !== 'reveal') return;
    const n = turn.n;
    const wait = Math.max(0, MIN_SPIN - (performance.now() - spinStart.current));
    const stops: Array<[number, () => void]> = Array.from({ length: REELS }, (_, i) => [
      wait + i * REEL_GAP,
      () => setLanded(i + 1),
    ]);
    const end = wait + (REELS - 1) * REEL_GAP + LAND;
    const win = toFen(turn.round.win);
    return timeline([...stops, [end, () => (win > 0 ? setLit(true) : onRevealed(n))]], reduced);
  }, [turn, reduced, onRevealed]);

  const lines = round && lit ? round.result.lines : [];
  const hits = winningCells(lines);
  for (const cell of scatterCells(lit ? (round?.result ?? null) : null, slot?.scatter?.id)) hits.add(cell);
  const scatterPay = round && lit ? (round.result.scatter?.pay ?? 0) : 0;
  const win = round ? toFen(round.win) : 0;
  const big = round && win >= toFen(round.bet) * 10;
  const picture = (s: string) => <SlotPicture title={code} id={s} name={names.get(s) ?? s} />;

  return (
    <div className={`slot slot-${code}`}>
      <div className="slot-crown" aria-hidden="true">
        <span>{slot?.name ?? '老虎机'}</span>
      </div>
      <div className="reels" data-lit={lit ? 'true' : 'false'}>
        {grid.map((column, reel) => {
          const spinning = reel >= landed;
          return (
            <div className="reel" key={reel}>
              {spinning ? (
                <div className="strip spinning" aria-hidden="true">
                  {[...(look.filler[reel] ?? []), ...(look.filler[reel] ?? [])].map((s, i) => (
                    <div className="cell" key={i}>
                      {picture(s)}
                    </div>
                  ))}
                </div>
              ) : (
                <div className={`strip${reduced || !round ? '' : ' landed'}`} key={`${turn.n}-${reel}`}>
                  {column.map((s, row) => (
                    <div
                      className={`cell${hits.has(`${reel}:${row}`) ? ' hit' : ''}`}
                      key={row}
                      data-cell={`${reel}:${row}`}
                      data-symbol={s}
                    >
                      {picture(s)}
                    </div>
                  ))}
                </div>
              )}
            </div>
          );
        })}
        {lines.length > 0 && (
          <svg className="paylines" viewBox="0 0 5 3" preserveAspectRatio="none" aria-hidden="true">
            {lines.map((l) => (
              <polyline
                key={l.line}
                points={linePoints(l.line)}
                stroke={LINE_COLOURS[l.line % LINE_COLOURS.length]}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
        )}
      </div>
      <div className="slot-lines" aria-label="中奖线">
        {lines.map((l) => (
          <span key={l.line} data-line={l.line}>
            第{l.line + 1}线 · {names.get(l.symbol) ?? l.symbol}
            {l.count}连 +{formatFen(l.pay)}
          </span>
        ))}
        {scatterPay > 0 && (
          <span data-scatter={round!.result.scatter!.count}>
            {slot?.scatter?.name}×{round!.result.scatter!.count} +{formatFen(scatterPay)}
          </span>
        )}
      </div>
      {round && lit && win > 0 && (
        <div className={`slot-win${big ? ' big' : ''}${settled ? ' settled' : ''}`} role="status">
          <small>{big ? '超级大奖' : '赢得'}</small>
          <CountUp
            fen={win}
            reduced={reduced}
            ms={Math.min(2200, 700 + win / 50)}
            className="slot-win-amount"
            done={() => {
              setSettled(true);
              window.setTimeout(() => onRevealed(turn.n), reduced ? 0 : 450);
            }}
          />
        </div>
      )}
    </div>
  );
}
