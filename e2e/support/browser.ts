import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.js';

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** A phone: 390x844, touch, Chinese locale; on the shared test site unless given another. */
export async function phoneContext(browser: Browser, baseURL = inject('baseURL')): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
}

/** The text of the antd-mobile toast currently shown. */
export async function toastText(page: Page): Promise<string> {
  const toast = page.locator('.adm-toast-main').last();
  await toast.waitFor({ state: 'visible', timeout: 5000 });
  return (await toast.innerText()).trim();
}

export const TEST_CAPTCHA = 'ab12';
