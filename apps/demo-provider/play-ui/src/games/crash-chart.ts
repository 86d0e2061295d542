import { times } from '../lib/format';

/** The crash chart, drawn on a canvas a frame at a time. */
export interface Flight {
  /** Flight progress 0…1 (the multiple is crash^t). */
  t: number;
  crash: number;
  target: number;
  /** Time since the crash, 0…1, for the burst. */
  boom: number;
  /** Waiting on the pad: a little shake. */
  jitter: number;
}

const PAD = { left: 34, right: 14, top: 16, bottom: 24 };
/** The curve's glow: stroke widths and alphas under the 3 px line. */
const GLOW: Array<[number, number]> = [
  [13, 0.08],
  [9, 0.14],
  [6, 0.22],
];

/** The flight's duration: longer for higher crash points, never long. */
export const duration = (crash: number) => Math.min(6000, Math.max(700, 1200 + 1900 * Math.log(crash)));

/** The chart, the curve so far, the cash-out mark, the rocket or its burst. */
export function draw(canvas: HTMLCanvasElement, f: Flight) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth;
  const h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const m = f.crash ** f.t;
  const yMax = Math.max(2, m * 1.25);
  const tMax = Math.max(0.35, f.t * 1.12);
  const x = (t: number) => PAD.left + (t / tMax) * (w - PAD.left - PAD.right);
  const y = (v: number) => h - PAD.bottom - ((v - 1) / (yMax - 1)) * (h - PAD.top - PAD.bottom);

  // Grid and multiples.
  ctx.font = '10px sans-serif';
  ctx.fillStyle = 'rgba(246,231,193,0.55)';
  ctx.strokeStyle = 'rgba(255,215,106,0.12)';
  ctx.lineWidth = 1;
  const raw = (yMax - 1) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((k) => k * magnitude >= raw) ?? 10) * magnitude;
  const rules = [1];
  for (let k = 1; k < 50; k++) {
    const v = step < 1 ? 1 + k * step : k * step;
    if (v > yMax) break;
    if (v > 1) rules.push(v);
  }
  for (const v of rules) {
    ctx.beginPath();
    ctx.moveTo(PAD.left, y(v));
    ctx.lineTo(w - PAD.right, y(v));
    ctx.stroke();
    ctx.fillText(`${Number(v.toFixed(1))}×`, 2, y(v) + 3);
  }

  // The target: dashed, or an arrow at the top when it is still above the chart.
  const targetM = f.target / 100;
  ctx.setLineDash([5, 4]);
  ctx.strokeStyle = 'rgba(255,215,106,0.75)';
  if (targetM <= yMax) {
    ctx.beginPath();
    ctx.moveTo(PAD.left, y(targetM));
    ctx.lineTo(w - PAD.right, y(targetM));
    ctx.stroke();
    ctx.fillStyle = '#ffd76a';
    ctx.fillText(`目标 ${times(f.target)}`, w - PAD.right - 62, y(targetM) - 4);
  } else {
    ctx.fillStyle = '#ffd76a';
    ctx.fillText(`目标 ${times(f.target)} ↑`, w - PAD.right - 70, PAD.top);
  }
  ctx.setLineDash([]);

  // The curve and the area under it.
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= 60; i++) {
    const t = (f.t * i) / 60;
    points.push([x(t), y(f.crash ** t)]);
  }
  const crashed = f.boom > 0;
  const grad = ctx.createLinearGradient(0, PAD.top, 0, h - PAD.bottom);
  grad.addColorStop(0, crashed ? 'rgba(224,38,63,0.3)' : 'rgba(255,215,106,0.28)');
  grad.addColorStop(1, 'rgba(255,215,106,0)');
  ctx.beginPath();
  ctx.moveTo(x(0), y(1));
  for (const [px, py] of points) ctx.lineTo(px, py);
  ctx.lineTo(points[points.length - 1]![0], y(1));
  ctx.closePath();
  ctx.fillStyle = grad;
  ctx.fill();
  ctx.beginPath();
  points.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
  ctx.strokeStyle = crashed ? '#ff5d73' : '#ffd76a';
  // The glow: wider faint strokes under the line, not a shadow blur (a blur over the curve's
  // whole box, every frame, is the costliest thing a software canvas can be asked to draw).
  for (const [width, alpha] of GLOW) {
    ctx.globalAlpha = alpha;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.lineWidth = 3;
  ctx.stroke();

  // Cashed out: a gold mark where the multiple passed the target.
  if (f.crash >= targetM && m >= targetM && targetM > 1) {
    const tc = Math.log(targetM) / Math.log(f.crash);
    ctx.beginPath();
    ctx.arc(x(tc), y(targetM), 6, 0, Math.PI * 2);
    ctx.fillStyle = '#ffd76a';
    ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.fillStyle = '#fff1b8';
    ctx.font = 'bold 11px sans-serif';
    ctx.fillText('已兑现', x(tc) - 16, y(targetM) + 18);
  }

  const [hx, hy] = points[points.length - 1]!;
  if (crashed) {
    // The burst: rings and sparks thrown out.
    const r = 6 + f.boom * 34;
    ctx.globalAlpha = 1 - f.boom * 0.7;
    for (const [radius, colour] of [
      [r, '#ff5d73'],
      [r * 0.65, '#ffb347'],
      [r * 0.3, '#fff1b8'],
    ] as const) {
      ctx.beginPath();
      ctx.arc(hx, hy, radius, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    return;
  }
  // The rocket, pointing along the curve.
  const [px, py] = points[Math.max(0, points.length - 4)]!;
  const angle = f.t > 0 ? Math.atan2(hy - py, hx - px) : -Math.PI / 4;
  ctx.save();
  ctx.translate(hx + f.jitter, hy);
  ctx.rotate(angle);
  ctx.fillStyle = '#ff9f40';
  ctx.beginPath();
  ctx.moveTo(-12, 0);
  ctx.lineTo(-22 - Math.random() * 6, -4);
  ctx.lineTo(-22 - Math.random() * 6, 4);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#f6f1e6';
  ctx.beginPath();
  ctx.moveTo(12, 0);
  ctx.quadraticCurveTo(4, -7, -12, -5);
  ctx.lineTo(-12, 5);
  ctx.quadraticCurveTo(4, 7, 12, 0);
  ctx.fill();
  ctx.fillStyle = '#e0263f';
  ctx.beginPath();
  ctx.moveTo(-6, -5);
  ctx.lineTo(-13, -10);
  ctx.lineTo(-12, -4);
  ctx.moveTo(-6, 5);
  ctx.lineTo(-13, 10);
  ctx.lineTo(-12, 4);
  ctx.fill();
  ctx.fillStyle = '#5cd3ff';
  ctx.beginPath();
  ctx.arc(3, 0, 2.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
