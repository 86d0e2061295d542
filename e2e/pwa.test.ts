import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './support/browser.js';

/**
 * The installable site: the service worker keeps the shell, so the site opens without a network
 * and says so; the API is never answered from its cache; with no native package, /app's 立即下载
 * installs the web app.
 */

const NO_CONNECTION = '网络连接已断开，请检查网络后重试';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await phoneContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

/** Opens home as a player who has seen this session's popups, and waits for the worker to control it. */
async function openControlled(): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => {
    sessionStorage.setItem('indexModalShown', '1');
    sessionStorage.setItem('noticePopupDismissed', '1');
  });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL the worker's caches hold. */
const cachedUrls = () =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

describe('offline', () => {
  it('opens the shell from the service worker and says the connection is gone', async () => {
    await openControlled();
    // One online visit under the worker's control: every API call it could have kept was made.
    await page.reload();
    await page.getByRole('heading', { name: '金沙娱乐' }).waitFor();
    const apiFromWorker: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/') && response.fromServiceWorker()) apiFromWorker.push(url.pathname);
    });

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '金沙娱乐' }).waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: NO_CONNECTION }).count()).toBe(1);

    // The API fails offline instead of being answered from a cache.
    const answer = await page.evaluate(() =>
      fetch('/api/app').then(
        () => 'answered',
        () => 'failed',
      ),
    );
    expect(answer).toBe('failed');
    expect(apiFromWorker).toEqual([]);
    const cached = await cachedUrls();
    expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(cached.filter((url) => /\/(api|uploads)\//.test(new URL(url).pathname))).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByText(NO_CONNECTION).count()).toBe(0);
  });
});

describe('/app with no native package configured', () => {
  it('立即下载 installs the web app through Chromium’s own install dialog', async () => {
    await page.goto('/#/app');
    await page.getByRole('heading', { name: '金沙娱乐 手机版' }).waitFor();
    // Headless Chromium never makes the offer itself: the page gets the event the browser would send.
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          (window as unknown as { promptShown: boolean }).promptShown = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByText('在浏览器弹出的提示中点击「安装」').waitFor();
    await page.screenshot({ path: '/tmp/c27/app-install.png' });
    await page.getByRole('button', { name: '立即下载' }).click();
    await expect.poll(() => page.evaluate(() => 'promptShown' in window)).toBe(true);
    await page.getByText('已添加到主屏幕').waitFor();
    expect(await page.getByText('暂未开放，敬请期待').count()).toBe(0);
  });

  it('立即下载 on an iPhone shows Safari’s 分享 → 添加到主屏幕 steps', async () => {
    const iphone = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      userAgent: IPHONE_SAFARI,
    });
    const iphonePage = await iphone.newPage();
    await iphonePage.goto('/#/app');
    await iphonePage.getByRole('button', { name: '立即下载' }).click();
    const dialog = iphonePage.getByRole('dialog');
    await dialog.getByText('点击底部工具栏的「分享」按钮').waitFor();
    await dialog.getByText('选择「添加到主屏幕」，再点击「添加」').waitFor();
    await iphonePage.screenshot({ path: '/tmp/c27/app-iphone.png' });
    expect(await iphonePage.getByText('暂未开放，敬请期待').count()).toBe(0);
    await iphone.close();
  });
});
