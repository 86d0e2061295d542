import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HELP_PATHS } from '@app/shared';
import { phoneTests, post, registerAndLogin } from './support/players.js';

/**
 * What the site promises leads somewhere: each home banner's drawn button opens the page it names,
 * and every way through the site the help copy names (「我的 → 负责任博彩」) can be walked as written,
 * label by label, to its page. At 390x844.
 */

let page: Page;
const { open, hash } = phoneTests((opened) => (page = opened));

/** Where each seeded picture draws its button (750x300 artwork: the pill at x 44–212, y 228–276). */
const BUTTON = { x: 128 / 750, y: 252 / 300 };

const SEEDED: Array<[src: string, button: string, link: string, lands: string]> = [
  ['/img/banner-1.webp', '立即存款 ›', '/wallet', '选择存款方式'],
  ['/img/banner-2.webp', '查看特权 ›', '/vip', 'VIP特权'],
  ['/img/banner-3.webp', '马上去抢 ›', '/hongbao', '抢红包'],
];

/** Brings the carousel's slide `index` on screen and taps where its picture draws the button. */
async function tapBannerButton(index: number): Promise<void> {
  const track = page.locator('[data-banner-slide]').nth(index).locator('..');
  await track.evaluate((el, i) => el.scrollTo({ left: i * el.clientWidth, behavior: 'instant' }), index);
  const slide = page.locator('[data-banner-slide]').nth(index);
  await expect
    .poll(() => slide.evaluate((el) => Math.abs(el.getBoundingClientRect().left - 12) < 2))
    .toBe(true);
  const box = (await slide.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width * BUTTON.x, box.y + box.height * BUTTON.y);
}

describe('home banners', () => {
  it('each drawn button opens the page it names', async () => {
    const banners = (await post<{ src: string; link: string }[]>('/api/bannerList', { type: 2 })).data;
    const { token } = await registerAndLogin('bn');
    for (const [src, button, link, lands] of SEEDED) {
      const index = banners.findIndex((b) => b.src === src);
      expect(banners[index]?.link, button).toBe(link);
      await open('/', token);
      await page.locator('[data-banner-slide] img').nth(index).waitFor({ state: 'attached' });
      await tapBannerButton(index);
      await expect.poll(hash, { message: button }).toBe(`#${link}`);
      await page.getByText(lands, { exact: true }).first().waitFor();
      if (link === '/wallet') await page.screenshot({ path: '/tmp/c27/banner-to-wallet.png' });
    }
    await open('/', token);
    await page.screenshot({ path: '/tmp/c27/home-banners.png' });
  });
});

describe('help copy', () => {
  it('quotes the live figures on /customer and names ways that exist, walked label by label', async () => {
    const { token } = await registerAndLogin('hp');
    await open('/customer', token);
    await page.getByText('存款100元起 · 取款0-3分钟到账 · 银行卡取款免手续费').waitFor();
    await page.getByText('如何存款？').click();
    await page.getByText('单笔最低存款100元，USDT-ERC20 通道单笔最低500元', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/c27/customer-guide.png' });

    for (const [phrase, path] of Object.entries(HELP_PATHS)) {
      const [first, ...rest] = phrase.split(' → ');
      await open('/', token);
      await page.locator('.adm-tab-bar').getByText(first!, { exact: true }).click();
      // Home stays mounted behind (kept alive) and is hidden only when the route's render commits,
      // after the hash moved: its own 存款 and 取款 must not be taken for the wallet's.
      await expect.poll(hash).not.toBe('#/');
      await page.locator('[data-keep-alive="/"]').waitFor({ state: 'hidden' });
      for (const label of rest) {
        const target = page.getByText(label, { exact: true }).filter({ visible: true }).first();
        await target.waitFor();
        await target.click();
      }
      await expect.poll(async () => (await hash()).split('?')[0], { message: phrase }).toBe(`#${path}`);
    }
  });
});
