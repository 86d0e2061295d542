/** The player site's test setup, after test-support/dom-setup.ts: antd-mobile under React 19. */
import { act, cleanup } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { installAntdMobileRender } from '@app/shared/mobile';
import { queryClient } from '../lib/query-client';
import { clearSession } from '../lib/session';

// As in main.tsx: the imperative Toast and Dialog render through this adapter under React 19.
installAntdMobileRender();

// antd-mobile measures its pickers from style sheets, which jsdom does not apply, and complains.
const error = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!String(args[0]).includes('not supported CSS unit')) error(...args);
};

// Hooks run last-registered first: unmount before forgetting the session and the cache, or the
// screen re-renders on the way out and starts fetches that answer into the next test.
afterEach(() => {
  cleanup();
  act(() => Toast.clear());
  clearSession();
  queryClient.clear();
});
