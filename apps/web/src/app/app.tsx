import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './app-routes';
import { LaunchFundsGate } from './launch-funds-gate';
import { ScrollToTop } from './scroll-to-top';
import { SessionKeeper } from './session-keeper';
import { SiteGate } from './site-gate';
import { SlicedFirstRender } from './sliced-first-render';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <HashRouter>
        <SlicedFirstRender>
          <SiteGate>
            <ScrollToTop />
            <SessionKeeper />
            <AppRoutes />
            <LaunchFundsGate />
          </SiteGate>
        </SlicedFirstRender>
      </HashRouter>
    </QueryClientProvider>
  );
}
