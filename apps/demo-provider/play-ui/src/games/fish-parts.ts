// The shapes every fish is drawn from, in its own coordinates (facing right).
export const TAU = Math.PI * 2;
export type Ctx = CanvasRenderingContext2D;

const gradients = new WeakMap<Ctx, Map<string, CanvasGradient>>();
/**
 * A gradient made once per canvas, not each frame for each fish: a fish is drawn in its own
 * coordinates (the gradient is placed by the transform at fill time), so its gradients never move.
 */
export function cached(ctx: Ctx, key: string, make: () => CanvasGradient): CanvasGradient {
  let made = gradients.get(ctx);
  if (!made) gradients.set(ctx, (made = new Map()));
  let g = made.get(key);
  if (!g) made.set(key, (g = make()));
  return g;
}

export const stopsOf = (g: CanvasGradient, stops: string[]) => {
  stops.forEach((c, i) => g.addColorStop(i / (stops.length - 1), c));
  return g;
};

export function body(ctx: Ctx, rx: number, ry: number, stops: string[]) {
  ctx.fillStyle = cached(ctx, `body${ry}${stops}`, () =>
    stopsOf(ctx.createLinearGradient(0, -ry, 0, ry), stops),
  );
  ctx.beginPath();
  ctx.ellipse(0, 0, rx, ry, 0, 0, TAU);
  ctx.fill();
}

export function tail(ctx: Ctx, at: number, size: number, wag: number, colour: string) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(at + 2, 0);
  ctx.lineTo(at - size, -size * 0.8 + wag);
  ctx.quadraticCurveTo(at - size * 0.6, wag, at - size, size * 0.8 + wag);
  ctx.closePath();
  ctx.fill();
}

export function eye(ctx: Ctx, x: number, y: number, r: number) {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, TAU);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(x + r * 0.25, y, r * 0.55, 0, TAU);
  ctx.fill();
}

/** Each species' size (half its length), pace and how many swim at once. */
export interface Species {
  size: number;
  speed: number;
  count: number;
}
export const SPECIES: Record<string, Species> = {
  clown: { size: 15, speed: 42, count: 3 },
  squid: { size: 16, speed: 36, count: 3 },
  puffer: { size: 15, speed: 26, count: 2 },
  turtle: { size: 20, speed: 24, count: 2 },
  lantern: { size: 18, speed: 32, count: 2 },
  koi: { size: 19, speed: 34, count: 2 },
  swordfish: { size: 28, speed: 58, count: 1 },
  shark: { size: 30, speed: 48, count: 1 },
  golden_toad: { size: 26, speed: 22, count: 1 },
  golden_dragon: { size: 34, speed: 28, count: 1 },
  mad_shark: { size: 40, speed: 40, count: 1 },
};
