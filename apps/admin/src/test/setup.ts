/** The back office's test setup, after test-support/dom-setup.ts. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/query-client';
import { clearToken } from '../lib/session';

// Unmount first (see apps/web/src/test/setup.ts), then forget the operator and the cache.
afterEach(() => {
  cleanup();
  clearToken();
  queryClient.clear();
});
