import { useEffect, useRef, useState } from 'react';
import { CRASH_TARGETS } from '../../../src/engines/crash';
import { times } from '../lib/format';
import { animate } from '../lib/motion';
import type { StageProps } from '../lib/stage';
import type { CrashResult } from '../lib/types';
import { draw, duration } from './crash-chart';

/**
 * Crash: the rocket waits on the pad while the server draws, then climbs along the multiple's
 * curve to the server's crash point; the auto cash-out is marked where the curve passes the target.
 */
export function CrashStage({ choice, turn, past, reduced, onRevealed }: StageProps<'crash'>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const readout = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<'rest' | 'pad' | 'flying' | 'boom'>('rest');
  const [cashed, setCashed] = useState(false);
  const lastRef = useRef<CrashResult | undefined>(undefined);
  lastRef.current = past[past.length - 1];
  // The choice's multiple in hundredths, as the engine pays it (x1_5 → 150).
  const targetOf = (c: string) => CRASH_TARGETS[c] ?? 0;
  const choiceTarget = targetOf(choice);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Written only when it changes: each new text lays the readout out again.
    const show = (text: string) => {
      if (readout.current && readout.current.textContent !== text) readout.current.textContent = text;
    };
    if (turn.state === 'waiting') {
      setPhase('pad');
      setCashed(false);
      show('1.00×');
      let frame = 0;
      const tick = (now: number) => {
        draw(el, { t: 0, crash: 2, target: choiceTarget, boom: 0, jitter: reduced ? 0 : Math.sin(now / 25) });
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
      return () => cancelAnimationFrame(frame);
    }
    if (turn.state !== 'reveal') {
      // At rest: the last flight's end, or the pad.
      const last = lastRef.current;
      setPhase('rest');
      draw(
        el,
        last
          ? { t: 1, crash: last.crashAt / 100, target: last.target, boom: 1, jitter: 0 }
          : {
              t: 0,
              crash: 2,
              target: choiceTarget,
              boom: 0,
              jitter: 0,
            },
      );
      show(last ? times(last.crashAt) : '1.00×');
      return;
    }
    const { crashAt, target } = turn.round.result;
    const n = turn.n;
    const crash = crashAt / 100;
    const land = () => {
      let stop = animate(
        reduced ? 1 : 600,
        (b) => draw(el, { t: 1, crash, target, boom: Math.max(0.01, b), jitter: 0 }),
        () => {
          const timer = window.setTimeout(() => onRevealed(n), reduced ? 0 : 700);
          stop = () => window.clearTimeout(timer);
        },
      );
      return () => stop();
    };
    let cancel: () => void;
    setPhase('flying');
    if (reduced) {
      setCashed(crashAt >= target);
      show(times(crashAt));
      setPhase('boom');
      cancel = land();
    } else {
      let passed = false;
      cancel = animate(
        duration(crash),
        (t) => {
          const m = crash ** t;
          draw(el, { t, crash, target, boom: 0, jitter: 0 });
          show(`${m.toFixed(2)}×`);
          // Once, not a state update a frame from the target on.
          if (!passed && m * 100 >= target) setCashed((passed = true));
        },
        () => {
          show(times(crashAt));
          setPhase('boom');
          cancel = land();
        },
      );
    }
    return () => cancel();
  }, [turn, reduced, onRevealed, choiceTarget]);

  const result = turn.state === 'reveal' ? turn.round.result : null;
  const recent = past.slice(-10).reverse();
  return (
    <div className={`crash phase-${phase}`}>
      <div className="sky">
        <canvas ref={canvas} className="chart" aria-hidden="true" />
        <div className="readout">
          <span ref={readout} data-crash={phase === 'boom' && result ? result.crashAt : undefined}>
            1.00×
          </span>
          <small>
            {phase === 'pad'
              ? '准备发射…'
              : phase === 'boom'
                ? `爆炸 · ${cashed ? '已在目标兑现' : '未到目标'}`
                : phase === 'flying'
                  ? cashed
                    ? '已兑现！'
                    : '飞行中'
                  : '等待发射'}
          </small>
        </div>
        {cashed && result && (
          <div className="cashout" role="status">
            兑现 {times(result.target)} · +{turn.state === 'reveal' ? turn.round.win : ''}
          </div>
        )}
      </div>
      <div className="crash-recent" aria-label="最近爆点">
        <span>最近爆点</span>
        {recent.map((r, i) => (
          <i key={i} className={r.crashAt >= 200 ? 'hi' : 'lo'}>
            {times(r.crashAt)}
          </i>
        ))}
      </div>
    </div>
  );
}
