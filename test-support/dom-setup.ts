/**
 * Setup for the component tests of both consoles (vitest projects `web` and `admin`, jsdom): the
 * browser APIs jsdom lacks and antd / antd-mobile read, jest-dom's matchers, and the mock API
 * server's life cycle. Each app's own setup (apps/<app>/src/test/setup.ts) runs after this one.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

// antd's responsive grid and Table read media queries; nothing matches at jsdom's size.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
// rc-resize-observer (antd) and antd-mobile's popups and swipers observe sizes and visibility.
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// antd measures the scroll bar through a pseudo-element style jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// antd-mobile scrolls pickers and lists into view; jsdom lays nothing out.
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
// antd-mobile's popups and pickers drag with @use-gesture, which captures the pointer.
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// A request no handler answers fails the test: every call a screen makes is part of what it tests.
const unhandled: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`no mock answered: ${missed.join(', ')}`);
});
afterAll(() => server.close());
