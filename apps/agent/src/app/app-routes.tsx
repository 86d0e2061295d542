import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-state';
import { ConsoleLayout } from './console-layout';
import { SessionGuard } from './session-guard';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const OverviewPage = lazy(() => import('../features/overview/overview-page'));
const PlayersPage = lazy(() => import('../features/players/players-page'));
const SubAgentsPage = lazy(() => import('../features/sub-agents/sub-agents-page'));
const StatementsPage = lazy(() => import('../features/statements/statements-page'));
const StatementDetailPage = lazy(() => import('../features/statements/statement-detail-page'));
const PromotePage = lazy(() => import('../features/promote/promote-page'));
const SecurityPage = lazy(() => import('../features/security/security-page'));

/** The console's screens: the tab pages in the layout, detail pages full screen, all behind sign-in. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<SessionGuard />}>
          <Route element={<ConsoleLayout />}>
            <Route index element={<OverviewPage />} />
            <Route path="players" element={<PlayersPage />} />
            <Route path="agents" element={<SubAgentsPage />} />
            <Route path="statements" element={<StatementsPage />} />
            <Route path="promote" element={<PromotePage />} />
          </Route>
          <Route path="statements/:id" element={<StatementDetailPage />} />
          <Route path="security" element={<SecurityPage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
