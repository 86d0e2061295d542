import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Runs in every document of the page, frames included, before the document's own scripts. */
function listen(): void {
  if (window.__cspViolations) return;
  const seen: string[] = [];
  window.__cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} ` +
        `(${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/**
 * Records every Content-Security-Policy violation of the page from now on: the documents' own
 * `securitypolicyviolation` events (each frame's) and Chromium's console reports. Call before the
 * page opens what is to be checked; `list()` answers what was refused, deduplicated.
 */
export async function watchCsp(page: Page): Promise<{ list(): Promise<string[]> }> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(listen);
  // The document already open (a hash navigation keeps it).
  await page.evaluate(listen).catch(() => undefined);
  return {
    async list() {
      const reported = await Promise.all(
        page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
      );
      return [...new Set([...reported.flat(), ...logged])];
    },
  };
}

/**
 * Every <img> of the page's document has loaded or failed (lazy ones only once the browser asked
 * for them).
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every(
      (img) => img.complete || (img.loading === 'lazy' && img.currentSrc === ''),
    ),
  );
}
