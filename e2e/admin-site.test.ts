import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.js';
import { setSetting } from './support/db.js';
import { adminLogin, desktopContext, expectMessage, heading } from './support/desktop.js';
import { operatorCall } from './support/operator.js';
import { openAs, post, registerAndLogin } from './support/players.js';
import { ADMIN_PASSWORD } from './support/operator-passwords.js';

/**
 * Site content from the back office at 1280x800, checked on the player site at 390x844: a banner
 * published with an uploaded PNG and a promotion chosen as its page shows on the home carousel and
 * opens that promotion; maintenance mode replaces the player
 * site with the repair notice and closes the player API while the console keeps working.
 *
 * Maintenance closes the player API for the whole server, which every e2e file shares. Vitest runs
 * the e2e files one after another (fileParallelism: false in vitest.config.ts), so no other file
 * runs while it is on; it stays on for a few seconds only and is switched off again in `finally`,
 * straight in the database if the console could not do it.
 */
const TIPS = '系统升级维护中，预计 30 分钟后恢复（e2e）';

let browser: Browser;
let desk: BrowserContext;
let phone: BrowserContext;
let admin: Page;
let originalTips = '';

/** A real PNG of one colour with a lighter band, 750x300 like a banner. */
function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.4 && y < height * 0.6;
    for (let x = 0; x < width; x++) row.set(band ? [245, 200, 80] : [180, 22, 45], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function siteState(): Promise<number> {
  return Number((await post<{ site_state: number }>('/api/app')).data.site_state);
}

async function openMenu(label: string): Promise<void> {
  await admin.getByTestId('side-menu').getByRole('menuitem', { name: label }).click();
  await heading(admin, label);
}

beforeAll(async () => {
  // Settles the first operator's password (initial or already changed) before the browser uses it.
  await operatorCall('GET', '/admin/api/me');
  originalTips = (await post<{ repair_tips: string }>('/api/app')).data.repair_tips;
  browser = await launchBrowser();
  desk = await desktopContext(browser);
  phone = await phoneContext(browser);
  admin = await desk.newPage();
  await adminLogin(admin, 'admin', ADMIN_PASSWORD);
  await admin.getByTestId('side-menu').waitFor();
});

afterAll(async () => {
  await desk?.close();
  await phone?.close();
  await browser?.close();
});

describe('site content from the back office', () => {
  it('publishes a banner with an uploaded image and players see it on the home carousel', async () => {
    await openMenu('轮播图');
    await admin.getByRole('button', { name: '发布轮播图' }).click();
    const dialog = admin.getByRole('dialog', { name: '发布轮播图' });
    // Publishing without an image is refused in the form.
    await dialog.getByRole('button', { name: '发布' }).click();
    await dialog.getByText('请上传轮播图图片').waitFor();

    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: makePng(750, 300) });
    const preview = dialog.getByRole('img', { name: '图片预览' });
    await preview.waitFor();
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/site\/[0-9a-f]{24}\.png$/);

    // A banner must lead somewhere, chosen from the site's pages and promotions (nothing typed).
    await dialog.getByRole('button', { name: '发布' }).click();
    await dialog.getByText('请选择跳转页面').waitFor();
    await dialog.getByLabel('跳转页面').fill('优惠：');
    const promotion = admin.locator('.ant-select-item-option', { hasText: '优惠：' }).first();
    const title = ((await promotion.textContent()) ?? '').replace('优惠：', '');
    await promotion.click();
    await dialog.getByLabel('排序值').fill('9999');
    await dialog.getByRole('button', { name: '发布' }).click();
    await expectMessage(admin, '轮播图已发布');
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.locator('tr', { has: admin.locator(`img[src="${src}"]`) });
    await row.getByText(/^\/discountInfo\?id=\d+$/).waitFor();
    await admin.screenshot({ path: '/tmp/c1/banners.png' });

    const player = await phone.newPage();
    await openAs(player, null, '/');
    const slide = player.locator(`[data-banner-slide] img[src="${src}"]`).first();
    await slide.waitFor({ state: 'attached' });
    // Sort 9999 puts it first: it is the slide on screen.
    await expect.poll(() => slide.isVisible()).toBe(true);
    // The image itself loads (served as image/png from the upload folder).
    await expect
      .poll(() => slide.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth]))
      .toEqual([true, 750]);
    await player.screenshot({ path: '/tmp/c1/player-banner.png' });
    // A tap opens the promotion it names.
    await slide.click();
    await player.locator('.adm-nav-bar-title', { hasText: '优惠详情' }).waitFor();
    await player.getByText(title, { exact: true }).first().waitFor();
    await player.close();

    // Removed again, so other files see the seeded carousel.
    await row.getByRole('button', { name: '删除' }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await expectMessage(admin, '轮播图已删除');
    await row.waitFor({ state: 'detached' });
  });

  it('maintenance mode shows the repair notice on the player site; the console keeps working', async () => {
    const { token } = await registerAndLogin('m');
    await openMenu('站点设置');
    await admin.getByLabel('维护公告').fill(TIPS);
    await admin.getByLabel('开启维护模式').click();
    await admin.getByRole('button', { name: '保存设置' }).click();
    const confirm = admin.getByRole('dialog', { name: '开启维护模式？' });
    await confirm.getByRole('button', { name: '开启维护' }).click();
    try {
      await expectMessage(admin, '站点设置已保存');
      await admin.getByText('维护中', { exact: true }).first().waitFor();
      await admin.screenshot({ path: '/tmp/c1/settings-maintenance.png' });

      const player = await phone.newPage();
      await player.goto('/');
      const notice = player.locator('main[role=alert]');
      await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toContain(TIPS);
      expect(await player.locator('.adm-tab-bar').count()).toBe(0);
      await player.screenshot({ path: '/tmp/c1/player-maintenance.png' });
      // The player API is closed with the same notice; the back office is not.
      expect(await post('/api/balance', {}, token)).toMatchObject({ code: 503, message: TIPS });
      await admin.reload();
      await heading(admin, '站点设置');

      await admin.getByLabel('开启维护模式').click();
      await admin.getByRole('button', { name: '保存设置' }).click();
      await expectMessage(admin, '站点设置已保存');
      expect(await siteState()).toBe(1);
      expect((await post('/api/balance', {}, token)).code).toBe(200);
      await player.reload();
      await player.locator('.adm-tab-bar').waitFor();
      expect(await notice.count()).toBe(0);
      await player.close();
    } finally {
      if ((await siteState()) !== 1) {
        setSetting('site_state', '1');
        // The server reads settings afresh within its 3 s cache.
        await expect.poll(siteState, { timeout: 10_000, interval: 500 }).toBe(1);
      }
      setSetting('repair_tips', originalTips);
    }
  });
});
