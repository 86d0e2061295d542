import { MORE_FISH } from './fish-more';
import { body, cached, eye, stopsOf, tail, TAU, type Ctx } from './fish-parts';

/** The fish of the fishing scene, drawn with canvas paths, facing right before any flip. */
interface Drawn {
  kind: string;
  x: number;
  y: number;
  vx: number;
  phase: number;
  state: string;
  t: number;
}

const ART: Record<string, (ctx: Ctx, wag: number, phase: number) => void> = {
  ...MORE_FISH,
  clown(ctx, wag) {
    tail(ctx, -16, 10, wag, '#e0570f');
    body(ctx, 19, 11, ['#ffb066', '#ff7a1a', '#d9480f']);
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(0, 0, 19, 11, 0, 0, TAU);
    ctx.clip();
    ctx.fillStyle = '#fff';
    for (const x of [-9, 2, 12]) ctx.fillRect(x - 2.5, -12, 5, 24);
    ctx.restore();
    eye(ctx, 13, -3, 3);
  },
  turtle(ctx, wag, phase) {
    const flap = Math.sin(phase * 1.5) * 5;
    ctx.fillStyle = '#4e9a5f';
    for (const [x, y, s] of [
      [10, -14, 1],
      [10, 14, -1],
      [-12, -12, 1],
      [-12, 12, -1],
    ] as const) {
      ctx.beginPath();
      ctx.ellipse(x, y + s * flap * 0.4, 9, 4, s * (0.6 + flap * 0.04), 0, TAU);
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(24, wag * 0.2, 7, 0, TAU);
    ctx.fill();
    ctx.fillStyle = cached(ctx, 'shell', () =>
      stopsOf(ctx.createRadialGradient(-3, -5, 2, 0, 0, 20), ['#9be07a', '#2b6e3c']),
    );
    ctx.beginPath();
    ctx.ellipse(0, 0, 20, 17, 0, 0, TAU);
    ctx.fill();
    ctx.strokeStyle = 'rgba(20,60,30,0.7)';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let a = 0; a < 6; a++) ctx.lineTo(Math.cos((a * TAU) / 6) * 7, Math.sin((a * TAU) / 6) * 7);
    ctx.closePath();
    for (let a = 0; a < 6; a++) {
      ctx.moveTo(Math.cos((a * TAU) / 6) * 7, Math.sin((a * TAU) / 6) * 7);
      ctx.lineTo(Math.cos((a * TAU) / 6) * 18, Math.sin((a * TAU) / 6) * 15);
    }
    ctx.stroke();
    eye(ctx, 26, -2, 2);
  },
  lantern(ctx, wag, phase) {
    tail(ctx, -16, 10, wag, '#1d2f6b');
    body(ctx, 20, 14, ['#3a4f9a', '#1d2f6b', '#0e1838']);
    ctx.strokeStyle = '#6f86d6';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(8, -12);
    ctx.quadraticCurveTo(18, -32, 30, -20);
    ctx.stroke();
    // The lure pulses: its glow's alpha, as a global alpha on one gradient.
    const alpha = ctx.globalAlpha;
    ctx.globalAlpha = alpha * (0.7 + Math.sin(phase * 2) * 0.3);
    ctx.fillStyle = cached(ctx, 'lure', () =>
      stopsOf(ctx.createRadialGradient(30, -20, 0, 30, -20, 12), [
        'rgba(255,250,180,1)',
        'rgba(255,230,80,0)',
      ]),
    );
    ctx.beginPath();
    ctx.arc(30, -20, 12, 0, TAU);
    ctx.fill();
    ctx.globalAlpha = alpha;
    ctx.fillStyle = '#fff';
    for (let i = 0; i < 4; i++) {
      ctx.beginPath();
      ctx.moveTo(10 + i * 3, 3);
      ctx.lineTo(11.5 + i * 3, 7);
      ctx.lineTo(13 + i * 3, 3);
      ctx.fill();
    }
    eye(ctx, 12, -5, 3.5);
  },
  shark(ctx, wag) {
    tail(ctx, -34, 16, wag, '#5d6b7a');
    ctx.fillStyle = '#5d6b7a';
    ctx.beginPath();
    ctx.moveTo(-2, -10);
    ctx.lineTo(-12, -26);
    ctx.lineTo(8, -10);
    ctx.fill();
    body(ctx, 38, 11, ['#8796a8', '#5d6b7a', '#e8eef2']);
    ctx.strokeStyle = 'rgba(30,40,50,0.5)';
    for (const x of [16, 19, 22]) {
      ctx.beginPath();
      ctx.moveTo(x, -4);
      ctx.lineTo(x - 2, 4);
      ctx.stroke();
    }
    eye(ctx, 27, -3, 2.5);
  },
  golden_dragon(ctx, wag, phase) {
    // A long body of gold scales following a wave behind the head.
    for (let i = 9; i >= 0; i--) {
      const x = -i * 7;
      const y = Math.sin(phase + i * 0.7) * 6;
      const r = 11 - i * 0.7;
      ctx.fillStyle = cached(ctx, `scale${i}`, () => {
        const g = ctx.createRadialGradient(-2, -3, 1, 0, 0, r);
        g.addColorStop(0, '#fff4c0');
        g.addColorStop(0.6, '#f5c542');
        g.addColorStop(1, '#a86b00');
        return g;
      });
      ctx.translate(x, y);
      ctx.beginPath();
      ctx.arc(0, 0, r, 0, TAU);
      ctx.fill();
      ctx.translate(-x, -y);
    }
    ctx.fillStyle = '#e0263f';
    ctx.beginPath();
    ctx.moveTo(-70, Math.sin(phase + 6.3) * 6);
    ctx.lineTo(-84, -8 + wag);
    ctx.lineTo(-80, Math.sin(phase + 6.3) * 6);
    ctx.lineTo(-84, 8 + wag);
    ctx.fill();
    body(ctx, 14, 10, ['#fff4c0', '#f5c542', '#a86b00']);
    ctx.strokeStyle = '#fff1b8';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(2, -8);
    ctx.lineTo(-6, -20);
    ctx.moveTo(6, -8);
    ctx.lineTo(2, -20);
    ctx.stroke();
    ctx.strokeStyle = '#ffd76a';
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(13, 3);
    ctx.quadraticCurveTo(24, 8 + wag, 30, 2);
    ctx.stroke();
    ctx.fillStyle = '#e0263f';
    ctx.beginPath();
    ctx.arc(7, -3, 2.5, 0, TAU);
    ctx.fill();
  },
};

export function drawFish(ctx: Ctx, f: Drawn) {
  const wag = Math.sin(f.phase * 3) * 3;
  ctx.save();
  ctx.translate(f.x, f.y);
  if (f.vx < 0) ctx.scale(-1, 1);
  if (f.state === 'caught') {
    // Caught: it spins, flashes and shrinks away.
    ctx.rotate(f.t * 9);
    const k = Math.max(0.05, 1 - f.t * 1.1);
    ctx.scale(k, k);
    ctx.globalAlpha = 0.6 + 0.4 * Math.sin(f.t * 40);
  } else if (f.state === 'held') {
    ctx.rotate(Math.sin(f.t * 30) * 0.06);
  } else {
    ctx.rotate(Math.sin(f.phase * 0.5) * 0.06);
  }
  ART[f.kind]?.(ctx, wag, f.phase);
  ctx.restore();
  ctx.globalAlpha = 1;
}

/** The aim on a fish of `size`. */
export function drawReticle(ctx: Ctx, f: Drawn, size: number, clock: number) {
  const r = size * 1.6 + 4 + Math.sin(clock * 6) * 2;
  ctx.strokeStyle = 'rgba(255,93,115,0.9)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(f.x, f.y, r, 0, TAU);
  ctx.stroke();
  for (let a = 0; a < 4; a++) {
    const ang = (a * Math.PI) / 2;
    ctx.beginPath();
    ctx.moveTo(f.x + Math.cos(ang) * (r - 5), f.y + Math.sin(ang) * (r - 5));
    ctx.lineTo(f.x + Math.cos(ang) * (r + 5), f.y + Math.sin(ang) * (r + 5));
    ctx.stroke();
  }
}
