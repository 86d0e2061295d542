import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { AfterFirstPaint } from '../components/after-first-paint';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { LaunchFundsGate } from './launch-funds-gate';
import { ScrollToTop } from './scroll-to-top';
import { SessionKeeper } from './session-keeper';
import { SiteGate } from './site-gate';

/**
 * Everything under the router is drawn as a transition after the shell's first commit: React
 * renders the first screen in short slices instead of one long task on a slow phone (Lighthouse's
 * total blocking time on home 300-370 ms -> 100-200 ms). The router commits first and listens to the
 * address from then on: with the whole first render as a transition, a change of the hash while it
 * rendered was missed (e2e/web-shell.test.ts: /login opened right after / stayed on home).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <AfterFirstPaint>
          <SiteGate>
            <ScrollToTop />
            <SessionKeeper />
            <AppRoutes />
            <LaunchFundsGate />
          </SiteGate>
        </AfterFirstPaint>
      </HashRouter>
    </QueryClientProvider>
  );
}
