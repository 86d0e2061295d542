import { describe, expect, it } from 'vitest';
import { PROFILE_MSG } from '@app/shared';
import { call, registerPlayer, uploadFile, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.alloc(64, 2)]);

const upload = (token: string, name: string, content: Buffer, type = 'image/png') =>
  uploadFile(t.app, '/api/uploadimg', token, { name, type, content });

describe('profile', () => {
  it('saves mobile, e-mail and birthday under the spec rules, in order', async () => {
    const p = await registerPlayer(t.app);
    const save = (body: unknown) => call(t.app, 'POST', '/api/updateuserinfo', body, { token: p.token });
    expect(await save({ mobile: '1234', email: 'bad', birthday: 'x' })).toMatchObject({
      code: 400,
      message: PROFILE_MSG.mobile,
    });
    expect(await save({ mobile: '13812345678', email: 'bad', birthday: 'x' })).toMatchObject({
      code: 400,
      message: PROFILE_MSG.email,
    });
    expect(await save({ mobile: '13812345678', email: 'a@b.cn', birthday: '1990-02-30' })).toMatchObject({
      code: 400,
      message: PROFILE_MSG.birthday,
    });
    expect(
      await save({ mobile: '8613812345678', email: 'wang@example.com', birthday: '1990-02-28' }),
    ).toMatchObject({ code: 200, message: '操作成功' });
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data).toMatchObject({
      mobile: '8613812345678',
      email: 'wang@example.com',
      birthday: '1990-02-28',
      realname: '王五',
    });
    expect(await save({ realname: '李四' })).toMatchObject({ code: 400 });
    // Bound now: the same value saves again, another one is refused and nothing changes.
    expect(await save({ mobile: '8613812345678' })).toMatchObject({ code: 200 });
    expect(await save({ mobile: '13900001111' })).toMatchObject({ code: 400, message: PROFILE_MSG.bound });
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.mobile).toBe(
      '8613812345678',
    );
  });
});

describe('the 18+ rule on the profile', () => {
  it('refuses a birthday under 18 on the Beijing day of the site clock, and binds nothing', async () => {
    const p = await registerPlayer(t.app);
    const save = (body: unknown) => call(t.app, 'POST', '/api/updateuserinfo', body, { token: p.token });
    // The test clock reads 2026-11-22 in Beijing: one day short of 18, then exactly 18.
    for (const birthday of ['2015-01-01', '2008-11-23']) {
      expect(await save({ birthday })).toMatchObject({ code: 400, message: PROFILE_MSG.underAge });
    }
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.birthday).toBe('');
    expect(await save({ birthday: '2008-11-22' })).toMatchObject({ code: 200 });
  });
});

describe('avatar', () => {
  it('accepts PNG and GIF by content and serves them with their type', async () => {
    const p = await registerPlayer(t.app);
    const png = await upload(p.token, 'me.png', PNG);
    expect(png).toMatchObject({ code: 200, message: PROFILE_MSG.avatarSaved });
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.avatar).toBe(png.data.url);
    const served = await t.app.inject({ method: 'GET', url: png.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const gif = await upload(p.token, 'me.gif', GIF, 'image/gif');
    expect((await t.app.inject({ method: 'GET', url: gif.data.url })).headers['content-type']).toBe(
      'image/gif',
    );
  });

  it('refuses disguised, oversized and missing files, and anything outside the avatar folder', async () => {
    const p = await registerPlayer(t.app);
    expect(await upload(p.token, 'evil.png', Buffer.from('<svg onload=alert(1)></svg>'))).toMatchObject({
      code: 400,
      message: PROFILE_MSG.avatarType,
    });
    expect(
      await upload(p.token, 'x.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg'),
    ).toMatchObject({ code: 400, message: PROFILE_MSG.avatarType });
    expect(
      await upload(p.token, 'big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    ).toMatchObject({ code: 400, message: PROFILE_MSG.avatarSize });
    expect(await call(t.app, 'POST', '/api/uploadimg', {}, { token: p.token })).toMatchObject({
      code: 400,
      message: PROFILE_MSG.avatarMissing,
    });
    expect((await upload('nope', 'me.png', PNG)).status).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/..%2F..%2Fapp.db' })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.avatar).toBe(
      '/img/avatar-default.svg',
    );
  });
});
