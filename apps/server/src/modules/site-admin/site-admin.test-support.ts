import { afterAll, beforeAll, expect } from 'vitest';
import type { DB } from '../../db/schema.js';
import {
  buildTestApp,
  call,
  countRows,
  lastAudit,
  operatorToken,
  type Answer,
  type TestApp,
} from '../../../test/helpers.js';
import { seedDemo } from '../../db/seed.js';

// Shared by the site-admin test files (banners, notices and the welcome modal, site settings).

/** A real 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);

/**
 * Schema refusals are audited with the schema's own wording; business refusals with the message
 * the operator saw.
 */
export const refusedDetail = (message: string) =>
  /^(参数|不支持的参数|缺少参数|请至少)/.test(message) ? { message: expect.any(String) } : { message };

/**
 * A test file's app (with the demo site content, built before its tests, closed after them) and
 * the back office calls on it, as the first operator unless a token is given.
 */
export function siteAdminTests() {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDemo(t.database.db, { demoPassword: 'demo8888' });
    admin = await operatorToken(t);
  });
  afterAll(() => t.close());

  async function send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    token = admin,
  ): Promise<Answer> {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const json = res.json();
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
  }

  async function upload(
    content: Buffer,
    name = 'banner.png',
    type = 'image/png',
    token = admin,
  ): Promise<Answer<{ url: string }>> {
    const boundary = '----site7f1';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/site/images',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    const json = res.json();
    return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
  }

  return {
    /** The app of the test running now. */
    get t() {
      return t;
    },
    send,
    upload,
    homeBanners: async () =>
      (await call(t.app, 'POST', '/api/bannerList', { type: 2 })).data as {
        id: number;
        src: string;
        link: string;
      }[],
    lastAudit: (action?: string) => lastAudit(t, action),
    countRows: (table: keyof DB) => countRows(t, table),
  };
}
