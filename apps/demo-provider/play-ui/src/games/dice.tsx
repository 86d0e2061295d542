import { useEffect, useRef, useState } from 'react';
import { SIDE } from '../lib/format';
import { timeline } from '../lib/motion';
import type { StageProps } from '../lib/stage';

/** Where each face sits on the cube, and so the turn that brings it to the front. */
const FACE_TURN: Record<number, [number, number]> = {
  1: [0, 0],
  2: [0, -90],
  3: [-90, 0],
  4: [90, 0],
  5: [0, 90],
  6: [0, 180],
};
/** Pips of each face on a 3×3 grid (cells 1…9). */
const PIPS: Record<number, number[]> = {
  1: [5],
  2: [1, 9],
  3: [1, 5, 9],
  4: [1, 3, 7, 9],
  5: [1, 3, 5, 7, 9],
  6: [1, 3, 4, 6, 7, 9],
};
const MIN_ROLL = 800;

function Die({ face, rolling, spins }: { face: number | null; rolling: boolean; spins: number }) {
  const [rx, ry] = FACE_TURN[face ?? 1]!;
  // Whole turns added each roll, so the settling die visibly rolls onto its face.
  const transform = `rotateX(${rx + spins * 360}deg) rotateY(${ry + spins * 720}deg)`;
  return (
    <div className={`die${rolling ? ' rolling' : ''}`} data-face={rolling ? undefined : (face ?? undefined)}>
      <div className="cube" style={rolling ? undefined : { transform }}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <div key={n} className={`face face-${n}`}>
            {PIPS[n]!.map((cell) => (
              <i key={cell} className={`pip-dot c${cell}`} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * Sic bo big/small: three dice tumble in the tray while the server throws, land one by one on the
 * server's faces, and the total lights 大, 小 or 豹子.
 */
export function DiceStage({ info, turn, past, reduced, onRevealed }: StageProps<'dice'>) {
  const [settled, setSettled] = useState(3);
  const [shown, setShown] = useState(true);
  const start = useRef(0);
  const round = turn.state === 'reveal' ? turn.round : null;
  const last = past[past.length - 1];
  const result = round?.result ?? last;

  useEffect(() => {
    if (turn.state === 'waiting') {
      start.current = performance.now();
      setSettled(0);
      setShown(false);
    } else if (turn.state === 'failed') {
      setSettled(3);
      setShown(true);
    }
    if (turn.state !== 'reveal') return;
    const n = turn.n;
    const wait = Math.max(0, MIN_ROLL - (performance.now() - start.current));
    return timeline(
      [
        [wait, () => setSettled(1)],
        [wait + 220, () => setSettled(2)],
        [wait + 440, () => setSettled(3)],
        [wait + 1300, () => setShown(true)],
        [wait + 2100, () => onRevealed(n)],
      ],
      reduced,
    );
  }, [turn, reduced, onRevealed]);

  const total = shown && result ? result : null;
  const recent = past.slice(-12);
  return (
    <div className="dice-stage">
      <div className="tray">
        <div className="tray-felt">
          {[0, 1, 2].map((i) => (
            <Die
              key={i}
              face={result?.dice[i] ?? [3, 5, 6][i]!}
              rolling={i >= settled}
              spins={turn.n * 2 + i}
            />
          ))}
        </div>
      </div>
      <div className="dice-board">
        {(['small', 'triple', 'big'] as const).map((side) => (
          <div
            key={side}
            className={`dice-cell cell-${side}${total?.outcome === side ? ' lit' : ''}`}
            data-outcome={total?.outcome === side ? side : undefined}
          >
            <b>{SIDE[side]}</b>
            <small>{side === 'small' ? '4 - 10' : side === 'big' ? '11 - 17' : '围骰通杀'}</small>
          </div>
        ))}
      </div>
      {info.choices.includes('odd') && (
        <div className="dice-board parity">
          {(['odd', 'even'] as const).map((side) => {
            const lit = total && total.outcome !== 'triple' && total.parity === side;
            return (
              <div
                key={side}
                className={`dice-cell cell-${side}${lit ? ' lit' : ''}`}
                data-parity={lit ? side : undefined}
              >
                <b>{SIDE[side]}</b>
                <small>{side === 'odd' ? '和值为单' : '和值为双'}</small>
              </div>
            );
          })}
        </div>
      )}
      <div className={`dice-sum${total ? ' on' : ''}`} data-sum={total?.sum}>
        {total ? `${total.dice.join(' + ')} = ${total.sum}` : turn.state === 'waiting' ? '摇骰中…' : '请下注'}
      </div>
      <div className="dice-recent" aria-label="近期开奖">
        <span>近期</span>
        {recent.map((r, i) => (
          <i key={i} className={`o-${r.outcome}`}>
            {r.sum}
          </i>
        ))}
      </div>
    </div>
  );
}
