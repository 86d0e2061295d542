import { expect } from 'vitest';
import type { DB } from '../../db/schema.js';
import {
  call,
  callsAs,
  countRows,
  lastAudit,
  signInOperator,
  uploadFile,
  useTestApp,
} from '../../../test/helpers.js';
import { seedDemo } from '../../seeds/seed.js';

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
  const t = useTestApp(async (t) => {
    await seedDemo(t.database.db, { demoPassword: 'demo8888' });
    return signInOperator(t);
  });
  const upload = (content: Buffer, name = 'banner.png', type = 'image/png', token = t.op) =>
    uploadFile<{ url: string }>(t.app, '/admin/api/site/images', token, { name, type, content });

  return {
    t,
    send: callsAs(t, () => t.op),
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
