import { body, cached, eye, stopsOf, tail, TAU, type Ctx } from './fish-parts';

/**
 * The species of the 金蟾捕鱼 and 深海狂鲨 halls (fish-art.ts draws 捕鱼大亨's), each facing right
 * around its own origin, about as long as twice its size.
 */
export const MORE_FISH: Record<string, (ctx: Ctx, wag: number, phase: number) => void> = {
  puffer(ctx, wag, phase) {
    tail(ctx, -14, 7, wag, '#c9a227');
    const puff = 14 + Math.sin(phase) * 1.5;
    ctx.fillStyle = cached(ctx, 'puffer', () =>
      stopsOf(ctx.createRadialGradient(-3, -4, 2, 0, 0, 16), ['#fff6c8', '#f2c94c', '#b8860b']),
    );
    ctx.beginPath();
    ctx.arc(0, 0, puff, 0, TAU);
    ctx.fill();
    ctx.strokeStyle = '#8a6410';
    ctx.lineWidth = 1.5;
    for (let a = 0; a < 12; a++) {
      const ang = (a * TAU) / 12;
      ctx.beginPath();
      ctx.moveTo(Math.cos(ang) * puff, Math.sin(ang) * puff);
      ctx.lineTo(Math.cos(ang) * (puff + 4), Math.sin(ang) * (puff + 4));
      ctx.stroke();
    }
    ctx.fillStyle = '#6b4e1f';
    for (const [x, y] of [
      [-4, -6],
      [3, -9],
      [-7, 2],
      [1, 4],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y, 1.6, 0, TAU);
      ctx.fill();
    }
    eye(ctx, 8, -4, 3.2);
  },
  koi(ctx, wag) {
    tail(ctx, -18, 12, wag, '#ff9a6a');
    body(ctx, 21, 10, ['#ffffff', '#fff3ec', '#f0d8d0']);
    ctx.fillStyle = '#e8401a';
    for (const [x, y, rx, ry] of [
      [-6, -3, 7, 5],
      [8, -4, 5, 4],
      [-1, 5, 4, 3],
    ] as const) {
      ctx.beginPath();
      ctx.ellipse(x, y, rx, ry, 0.3, 0, TAU);
      ctx.fill();
    }
    ctx.strokeStyle = '#e8a07a';
    ctx.lineWidth = 1.2;
    ctx.beginPath();
    ctx.moveTo(20, 3);
    ctx.quadraticCurveTo(26, 8, 28, 5 + wag * 0.5);
    ctx.stroke();
    eye(ctx, 14, -3, 2.6);
  },
  golden_toad(ctx, wag, phase) {
    const hop = Math.abs(Math.sin(phase)) * 2;
    ctx.fillStyle = '#a86b00';
    // Three legs: the lucky toad's.
    for (const [x, y] of [
      [-14, 12],
      [10, 13],
      [-2, 15],
    ] as const) {
      ctx.beginPath();
      ctx.ellipse(x, y - hop, 6, 3.5, 0, 0, TAU);
      ctx.fill();
    }
    ctx.fillStyle = cached(ctx, 'toad', () =>
      stopsOf(ctx.createRadialGradient(-4, -8, 2, 0, 0, 24), ['#fff4c0', '#f5c542', '#a86b00']),
    );
    ctx.beginPath();
    ctx.ellipse(0, -hop, 22, 15, 0, 0, TAU);
    ctx.fill();
    ctx.fillStyle = '#d49a1a';
    for (const [x, y] of [
      [-10, -6],
      [-3, -10],
      [5, -8],
      [-8, 2],
      [2, 0],
    ] as const) {
      ctx.beginPath();
      ctx.arc(x, y - hop, 2, 0, TAU);
      ctx.fill();
    }
    // A coin in its mouth.
    ctx.fillStyle = '#ffe27a';
    ctx.strokeStyle = '#8a5a00';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.arc(22, 3 - hop + wag * 0.3, 6, 0, TAU);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#8a5a00';
    ctx.fillRect(20.5, 1.5 - hop + wag * 0.3, 3, 3);
    eye(ctx, 12, -12 - hop, 3.5);
    eye(ctx, 4, -14 - hop, 3);
  },
  squid(ctx, wag, phase) {
    ctx.strokeStyle = '#d86a8a';
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    for (let i = 0; i < 6; i++) {
      const y = -6 + i * 2.4;
      ctx.beginPath();
      ctx.moveTo(-8, y);
      ctx.quadraticCurveTo(-18, y + Math.sin(phase * 2 + i) * 4, -26, y + wag);
      ctx.stroke();
    }
    ctx.fillStyle = cached(ctx, 'squid', () =>
      stopsOf(ctx.createLinearGradient(0, -9, 0, 9), ['#ffc8d8', '#f08aa8', '#b8406a']),
    );
    ctx.beginPath();
    ctx.moveTo(-8, -8);
    ctx.quadraticCurveTo(12, -10, 22, 0);
    ctx.quadraticCurveTo(12, 10, -8, 8);
    ctx.closePath();
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(16, -4);
    ctx.lineTo(26, -9);
    ctx.lineTo(26, 9);
    ctx.lineTo(16, 4);
    ctx.fill();
    eye(ctx, -2, -2, 3);
  },
  swordfish(ctx, wag) {
    tail(ctx, -30, 14, wag, '#1f4f8a');
    ctx.fillStyle = '#1f4f8a';
    ctx.beginPath();
    ctx.moveTo(-8, -8);
    ctx.lineTo(-2, -24);
    ctx.lineTo(8, -8);
    ctx.fill();
    body(ctx, 32, 9, ['#5a9ad8', '#2f6fb8', '#dfefff']);
    ctx.strokeStyle = '#c8d8e8';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(30, -2);
    ctx.lineTo(58, -4);
    ctx.stroke();
    eye(ctx, 22, -3, 2.6);
  },
  mad_shark(ctx, wag, phase) {
    ctx.save();
    ctx.scale(1.35, 1.35);
    tail(ctx, -34, 16, wag, '#3a3f4a');
    ctx.fillStyle = '#3a3f4a';
    ctx.beginPath();
    ctx.moveTo(-2, -10);
    ctx.lineTo(-12, -27);
    ctx.lineTo(8, -10);
    ctx.fill();
    body(ctx, 38, 12, ['#6a7080', '#3a3f4a', '#e8e0e0']);
    // Jaws open wide, in red.
    const gape = 3 + Math.abs(Math.sin(phase * 1.5)) * 4;
    ctx.fillStyle = '#8a0a18';
    ctx.beginPath();
    ctx.moveTo(38, -1);
    ctx.lineTo(22, 2);
    ctx.lineTo(38, 2 + gape);
    ctx.fill();
    ctx.fillStyle = '#fff';
    for (let x = 24; x < 38; x += 4) {
      ctx.beginPath();
      ctx.moveTo(x, 2);
      ctx.lineTo(x + 1.5, 4.5);
      ctx.lineTo(x + 3, 2);
      ctx.fill();
    }
    ctx.fillStyle = '#ff2a2a';
    ctx.beginPath();
    ctx.arc(27, -4, 2.8, 0, TAU);
    ctx.fill();
    ctx.restore();
  },
};
