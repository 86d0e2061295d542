import { Navigate, Route, Routes } from 'react-router';
import { useMe } from '../api/get-me';
import { LoginPage } from '../features/auth/login-page';
import { SetupPage } from '../features/auth/setup-page';
import { useToken } from '../lib/session';
import { AdminLayout } from './admin-layout';
import { ALL_ITEMS, homeFor } from './navigation';
import { RequirePermission, SessionGate } from './session-gate';

function Home() {
  const { data: me } = useMe();
  return <Navigate to={homeFor(me?.role)} replace />;
}

function LoginRoute() {
  return useToken() ? <Navigate to="/" replace /> : <LoginPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route path="/setup" element={<SetupPage />} />
      <Route
        element={
          <SessionGate>
            <AdminLayout />
          </SessionGate>
        }
      >
        <Route index element={<Home />} />
        {ALL_ITEMS.map(({ path, permission, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequirePermission permission={permission}>
                <Page />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
