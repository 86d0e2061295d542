import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { call, GOOD_PASSWORD, registrationForm, uniqueName, useTestApp } from '../../../test/helpers.js';

const t = useTestApp(undefined, { CAPTCHA_MODE: 'on' });

/** Reads the answer the server stored, as a person would read it off the image. */
async function captcha() {
  const res = await call(t.app, 'GET', '/api/captcha');
  const row = await t.database.db
    .selectFrom('captchas')
    .select('answer')
    .where('id', '=', res.data.captcha_id)
    .executeTakeFirstOrThrow();
  return { id: res.data.captcha_id as string, image: res.data.image as string, answer: row.answer };
}

const form = (patch: Record<string, unknown>) =>
  registrationForm({ name: uniqueName('c'), realname: '赵六', ...patch });
/** Signs `name` in with the good password and the answer of captcha `c`. */
const loginWith = (name: string, c: { id: string; answer: string }) =>
  call(t.app, 'POST', '/api/login_pc', {
    name,
    password: GOOD_PASSWORD,
    captcha_id: c.id,
    captcha: c.answer,
  });

describe('server-side captcha', () => {
  it('issues an SVG image whose answer mixes letters and digits', async () => {
    const c = await captcha();
    expect(c.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(c.image.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(c.answer).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{4}$/);
  });

  it('registers with the right answer in any letter case', async () => {
    const c = await captcha();
    const res = await call(
      t.app,
      'POST',
      '/api/register',
      form({ captcha_id: c.id, captcha: c.answer.toUpperCase() }),
    );
    expect(res.code).toBe(200);
  });

  it('refuses a missing, wrong, reused or expired answer', async () => {
    expect((await call(t.app, 'POST', '/api/register', form({}))).message).toBe(MSG.captchaRequired);

    const wrong = await captcha();
    const bad = wrong.answer === 'zz99' ? 'yy88' : 'zz99';
    expect(
      (await call(t.app, 'POST', '/api/register', form({ captcha_id: wrong.id, captcha: bad }))).message,
    ).toBe(MSG.captchaWrong);
    // A wrong answer burns the challenge: the right answer afterwards fails too.
    expect(
      (await call(t.app, 'POST', '/api/register', form({ captcha_id: wrong.id, captcha: wrong.answer })))
        .message,
    ).toBe(MSG.captchaWrong);

    const used = await captcha();
    const name = uniqueName('u');
    expect(
      (await call(t.app, 'POST', '/api/register', form({ name, captcha_id: used.id, captcha: used.answer })))
        .code,
    ).toBe(200);
    expect((await loginWith(name, used)).message).toBe(MSG.captchaWrong);

    const old = await captcha();
    t.clock.advance(5 * 60_000 + 1);
    expect((await loginWith(name, old)).message).toBe(MSG.captchaWrong);

    const fresh = await captcha();
    expect((await loginWith(name, fresh)).code).toBe(200);
  });

  it('asks for the captcha on login before anything else is checked', async () => {
    expect((await call(t.app, 'POST', '/api/login_pc', { name: 'whoever1', password: 'x' })).message).toBe(
      MSG.captchaRequired,
    );
  });
});
