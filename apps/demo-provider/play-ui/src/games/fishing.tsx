import { useEffect, useRef, useState } from 'react';
import { FISH } from '../../../src/engines/fishing';
import type { StageProps } from '../lib/stage';
import { FishingScene } from './fishing-scene';

/**
 * Fishing: a sea of moving fish, the cannon aimed at the kind picked; a shot fired at it lands
 * after the server has answered, and the fish is caught or swims off as the server says.
 */
export function FishingStage({ info, choice, turn, reduced, onRevealed }: StageProps<'fishing'>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FishingScene | null>(null);
  const [told, setTold] = useState<{ n: number; caught: boolean; text: string } | null>(null);
  const still = reduced;

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    const fit = () => {
      el.width = Math.round(el.clientWidth * dpr);
      el.height = Math.round(el.clientHeight * dpr);
      scene.current?.resize(el.clientWidth, el.clientHeight);
    };
    scene.current = new FishingScene(el.clientWidth, el.clientHeight, info.choices);
    fit();
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const s = scene.current!;
      s.update(Math.min(0.05, (now - last) / 1000));
      last = now;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      s.draw(ctx);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', fit);
    };
  }, [info.choices]);

  useEffect(() => {
    if (scene.current) scene.current.still = still;
  }, [still]);
  useEffect(() => {
    if (scene.current) scene.current.aim = choice;
  }, [choice]);

  useEffect(() => {
    const s = scene.current;
    if (!s) return;
    s.charging = turn.state === 'waiting';
    if (turn.state === 'waiting') setTold(null);
    if (turn.state !== 'reveal') return;
    const { fish, caught, multiple } = turn.round.result;
    const n = turn.n;
    const name = FISH[fish]?.label ?? fish;
    s.shoot(fish, caught, `+${turn.round.win}`, () => {
      setTold({ n, caught, text: caught ? `捕获${name}！×${multiple}` : `${name}逃走了…` });
      window.setTimeout(() => onRevealed(n), still ? 0 : 500);
    });
    return () => s.cancel();
  }, [turn, onRevealed, still]);

  return (
    <div className="fishing">
      <div className="sea">
        <canvas ref={canvas} className="sea-canvas" aria-label="渔场" role="img" />
        {told && told.n === turn.n && (
          <div className={`fish-told${told.caught ? ' caught' : ''}`} data-caught={String(told.caught)}>
            {told.text}
          </div>
        )}
      </div>
      <div className="fish-key" aria-label="鱼种倍数">
        {info.choices.map((key) => (
          <span key={key} className={key === choice ? 'on' : ''}>
            {FISH[key]?.label} ×{FISH[key]?.multiple}
          </span>
        ))}
      </div>
    </div>
  );
}
