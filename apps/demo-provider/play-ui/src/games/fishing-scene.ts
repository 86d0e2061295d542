import { drawFish, drawReticle } from './fish-art';
import { SPECIES } from './fish-parts';

/**
 * The fishing scene on a canvas: fish swimming (decoration: where they swim decides nothing), the
 * cannon, and a shot whose end, caught or not, is the server's.
 */

interface Fish {
  kind: string;
  x: number;
  y: number;
  base: number;
  vx: number;
  phase: number;
  state: 'swim' | 'held' | 'caught' | 'flee';
  /** Seconds in its current state. */
  t: number;
}

interface Shot {
  fish: Fish;
  caught: boolean;
  label: string;
  t: number;
  done: () => void;
  ended: boolean;
}

interface Coin {
  x: number;
  y: number;
  vx: number;
  vy: number;
  t: number;
}

const BULLET = 0.38;
const NET = 0.35;
const AFTER = 0.9;
const TAU = Math.PI * 2;

export class FishingScene {
  fish: Fish[] = [];
  aim = 'clown';
  charging = false;
  still = false;
  private shot: Shot | null = null;
  private coins: Coin[] = [];
  private bubbles: Array<{ x: number; y: number; r: number; v: number }> = [];
  private clock = 0;

  constructor(
    private w: number,
    private h: number,
    /** The hall's species: only they swim here. */
    kinds: string[],
  ) {
    for (const kind of kinds)
      for (let i = 0; i < (SPECIES[kind]?.count ?? 0); i++)
        this.fish.push(this.spawn(kind, Math.random() * w));
    for (let i = 0; i < 14; i++)
      this.bubbles.push({
        x: Math.random() * w,
        y: Math.random() * h,
        r: 1 + Math.random() * 3,
        v: 10 + Math.random() * 20,
      });
  }

  resize(w: number, h: number) {
    this.w = w;
    this.h = h;
  }

  private spawn(kind: string, x?: number): Fish {
    const s = SPECIES[kind]!;
    const right = Math.random() < 0.5;
    const base = 30 + Math.random() * (this.h - 120);
    const start = x ?? (right ? -s.size * 3 : this.w + s.size * 3);
    return {
      kind,
      x: start,
      y: base,
      base,
      vx: (right ? 1 : -1) * s.speed * (0.8 + Math.random() * 0.4),
      phase: Math.random() * TAU,
      state: 'swim',
      t: 0,
    };
  }

  get cannon(): [number, number] {
    return [this.w / 2, this.h - 14];
  }

  /** The fish the cannon points at: of the kind aimed, the nearest to the middle. */
  target(kind = this.aim): Fish | undefined {
    const [cx] = this.cannon;
    return this.fish
      .filter((f) => f.kind === kind && f.state === 'swim' && f.x > 20 && f.x < this.w - 20)
      .sort((a, b) => Math.abs(a.x - cx) - Math.abs(b.x - cx))[0];
  }

  /** Shoots at a fish of `kind`; `caught` is the server's. done() once the shot has played out. */
  shoot(kind: string, caught: boolean, label: string, done: () => void) {
    let fish = this.target(kind);
    if (!fish) {
      fish = this.spawn(kind, this.w * (0.3 + Math.random() * 0.4));
      this.fish.push(fish);
    }
    fish.state = 'held';
    fish.t = 0;
    this.charging = false;
    this.shot = { fish, caught, label, t: 0, done, ended: false };
  }

  /** Forgets a shot in flight (the page moved on). */
  cancel() {
    this.shot = null;
  }

  update(dt: number) {
    this.clock += dt;
    const speed = this.still ? 0 : 1;
    for (const f of this.fish) {
      f.t += dt;
      if (f.state === 'swim' || f.state === 'flee') {
        f.x += f.vx * dt * speed * (f.state === 'flee' ? 5 : 1);
        f.phase += dt * (f.state === 'flee' ? 14 : 4) * speed;
        f.y = f.base + Math.sin(f.phase * 0.5) * 6;
      }
    }
    // Off screen or caught long enough: a new fish of its kind swims in.
    this.fish = this.fish.map((f) => {
      const s = SPECIES[f.kind]!;
      const gone = f.x < -s.size * 4 || f.x > this.w + s.size * 4 || (f.state === 'caught' && f.t > 0.8);
      return gone ? this.spawn(f.kind) : f;
    });
    for (const b of this.bubbles) {
      b.y -= b.v * dt * speed;
      if (b.y < -5) {
        b.y = this.h + 5;
        b.x = Math.random() * this.w;
      }
    }
    for (const c of this.coins) {
      c.t += dt;
      c.x += c.vx * dt;
      c.y += c.vy * dt;
      c.vy += 420 * dt;
    }
    this.coins = this.coins.filter((c) => c.t < 1.1);
    const shot = this.shot;
    if (!shot) return;
    shot.t += this.still ? BULLET + NET + AFTER : dt;
    if (shot.t >= BULLET + NET && shot.fish.state === 'held') {
      shot.fish.state = shot.caught ? 'caught' : 'flee';
      shot.fish.t = 0;
      if (shot.caught)
        for (let i = 0; i < 14; i++)
          this.coins.push({
            x: shot.fish.x,
            y: shot.fish.y,
            vx: (Math.random() - 0.5) * 260,
            vy: -120 - Math.random() * 200,
            t: 0,
          });
      else shot.fish.vx = (shot.fish.x < this.w / 2 ? -1 : 1) * Math.abs(shot.fish.vx);
    }
    if (shot.t >= BULLET + NET + AFTER && !shot.ended) {
      shot.ended = true;
      shot.done();
    }
    if (shot.t > BULLET + NET + AFTER + 0.6) this.shot = null;
  }

  draw(ctx: CanvasRenderingContext2D) {
    ctx.clearRect(0, 0, this.w, this.h);
    ctx.fillStyle = 'rgba(200,240,255,0.35)';
    for (const b of this.bubbles) {
      ctx.beginPath();
      ctx.arc(b.x, b.y, b.r, 0, TAU);
      ctx.fill();
    }
    for (const f of this.fish) drawFish(ctx, f);
    const aimed = this.shot?.fish ?? this.target();
    if (aimed && (!this.shot || this.shot.t < BULLET))
      drawReticle(ctx, aimed, SPECIES[aimed.kind]!.size, this.clock);
    this.drawShot(ctx);
    for (const c of this.coins) {
      ctx.globalAlpha = Math.max(0, 1 - c.t);
      ctx.fillStyle = '#ffd76a';
      ctx.strokeStyle = '#a86b00';
      ctx.beginPath();
      ctx.ellipse(c.x, c.y, 6 * Math.abs(Math.cos(c.t * 9)) + 1, 6, 0, 0, TAU);
      ctx.fill();
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    this.drawCannon(ctx, aimed);
  }

  private drawShot(ctx: CanvasRenderingContext2D) {
    const shot = this.shot;
    if (!shot) return;
    const [cx, cy] = this.cannon;
    const { fish } = shot;
    if (shot.t < BULLET) {
      const k = shot.t / BULLET;
      const x = cx + (fish.x - cx) * k;
      const y = cy - 30 + (fish.y - cy + 30) * k;
      ctx.fillStyle = '#fff1b8';
      ctx.shadowColor = '#ffd76a';
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.arc(x, y, 5, 0, TAU);
      ctx.fill();
      ctx.shadowBlur = 0;
      return;
    }
    const k = Math.min(1, (shot.t - BULLET) / NET);
    const fade = shot.t > BULLET + NET ? Math.max(0, 1 - (shot.t - BULLET - NET) / 0.5) : 1;
    if (fade > 0) {
      // The net opens over the fish.
      const r = 10 + k * (SPECIES[fish.kind]!.size * 1.8 + 10);
      ctx.globalAlpha = fade;
      ctx.strokeStyle = '#ffd76a';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(fish.x, fish.y, r, 0, TAU);
      ctx.stroke();
      ctx.lineWidth = 1;
      for (let a = 0; a < 8; a++) {
        ctx.beginPath();
        ctx.moveTo(fish.x, fish.y);
        ctx.lineTo(fish.x + Math.cos((a * TAU) / 8) * r, fish.y + Math.sin((a * TAU) / 8) * r);
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
    }
    if (shot.caught && shot.t > BULLET + NET) {
      const up = (shot.t - BULLET - NET) * 40;
      ctx.globalAlpha = Math.max(0, 1 - (shot.t - BULLET - NET - AFTER) / 0.6);
      ctx.font = 'bold 20px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillStyle = '#ffd76a';
      ctx.strokeStyle = '#5a1a00';
      ctx.lineWidth = 4;
      ctx.strokeText(shot.label, fish.x, fish.y - 28 - up);
      ctx.fillText(shot.label, fish.x, fish.y - 28 - up);
      ctx.globalAlpha = 1;
      ctx.textAlign = 'start';
    }
  }

  private drawCannon(ctx: CanvasRenderingContext2D, aimed: Fish | undefined) {
    const [cx, cy] = this.cannon;
    const angle = aimed ? Math.atan2(aimed.y - cy, aimed.x - cx) : -Math.PI / 2;
    ctx.save();
    ctx.translate(cx, cy);
    if (this.charging) {
      ctx.fillStyle = `rgba(255,215,106,${0.25 + 0.2 * Math.sin(this.clock * 18)})`;
      ctx.beginPath();
      ctx.arc(0, 0, 34, 0, TAU);
      ctx.fill();
    }
    ctx.rotate(angle + Math.PI / 2);
    const barrel = ctx.createLinearGradient(-9, 0, 9, 0);
    barrel.addColorStop(0, '#8a6410');
    barrel.addColorStop(0.5, '#fff1b8');
    barrel.addColorStop(1, '#8a6410');
    ctx.fillStyle = barrel;
    ctx.fillRect(-8, -40, 16, 36);
    ctx.fillStyle = '#c9a227';
    ctx.fillRect(-10, -44, 20, 6);
    ctx.restore();
    const base = ctx.createRadialGradient(cx, cy - 4, 2, cx, cy, 24);
    base.addColorStop(0, '#ffe89a');
    base.addColorStop(1, '#8a6410');
    ctx.fillStyle = base;
    ctx.beginPath();
    ctx.arc(cx, cy, 22, Math.PI, 0);
    ctx.fill();
  }
}
