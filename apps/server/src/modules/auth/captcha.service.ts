import { randomInt, randomUUID } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { authRepository } from './auth.repository.js';

// No 0/O, 1/l/I: a player should fail a captcha only when they mistype it.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const TTL_MS = 5 * 60_000;
/** The fixed answer in CAPTCHA_MODE=test, so browser tests can type it; refused in production by config. */
export const TEST_CAPTCHA_ANSWER = 'ab12';

/** Four characters with at least one letter and one digit: the spec's register rule demands both. */
function randomAnswer(): string {
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  const pool = LETTERS + DIGITS;
  while (chars.length < 4) chars.push(pool[randomInt(pool.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

// The module's default export draws a given text; its type declarations only list create().
const drawCaptcha = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

export type CaptchaMode = 'on' | 'off' | 'test';

export function createCaptchaService(db: Kysely<DB>, clock: Clock, mode: CaptchaMode) {
  return {
    required: mode !== 'off',

    async issue(): Promise<{ captcha_id: string; image: string }> {
      const answer = mode === 'test' ? TEST_CAPTCHA_ANSWER : randomAnswer();
      const svg = drawCaptcha(answer, {
        width: 120,
        height: 44,
        fontSize: 46,
        noise: 2,
        color: true,
        background: '#fff7e6',
      });
      const id = randomUUID();
      const now = clock.now().getTime();
      await authRepository.insertCaptcha(db, id, answer, now + TTL_MS);
      if (randomInt(50) === 0) await authRepository.purgeExpiredCaptchas(db, now);
      return { captcha_id: id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** Single use: a wrong answer burns the challenge and the client must fetch a new image. */
    async check(id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const row = await authRepository.takeCaptcha(db, id);
      if (!row || row.expires_at < clock.now().getTime()) return false;
      return row.answer.toLowerCase() === answer.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
