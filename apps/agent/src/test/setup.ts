/// <reference types="@testing-library/jest-dom/vitest" />
/** The agent console's test setup, after test-support/dom-setup.ts: antd-mobile under React 19. */
import { act, cleanup, configure } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach } from 'vitest';
import { installAntdMobileRender } from '@app/shared/mobile';
import { queryClient } from '../lib/query-client';
import { endSession } from '../lib/session';

// As in main.tsx: the imperative Toast and Dialog render through this adapter under React 19.
installAntdMobileRender();

// Each screen is a lazy chunk, transformed on first use: under a loaded machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no canvas; without this it logs "not implemented" for each QR code the pages would draw.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// Unmount before forgetting the session and the cache, or the screen re-renders on the way out.
afterEach(() => {
  cleanup();
  act(() => {
    Toast.clear();
    Dialog.clear();
  });
  endSession();
  queryClient.clear();
});
