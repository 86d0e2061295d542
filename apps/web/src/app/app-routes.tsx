import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { MainLayout } from './layout/main-layout';
import { RouteGuard } from './route-guard';
import { layoutRoutes, topLevelRoutes, type RouteMeta } from './route-table';

/** A route's element: its guard around its page, or a fall-back to `/` for a screen not built yet. */
function element({ guard, page: Page, keepAlive }: RouteMeta) {
  // Kept-alive screens are drawn by the layout itself so they survive navigation.
  const content = keepAlive && Page ? null : Page ? <Page /> : <Navigate to="/" replace />;
  return <RouteGuard guard={guard}>{content}</RouteGuard>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<MainLayout />}>
          {layoutRoutes.map((route) =>
            route.path === '/' ? (
              <Route key={route.path} index element={element(route)} />
            ) : (
              <Route key={route.path} path={route.path} element={element(route)} />
            ),
          )}
        </Route>
        {topLevelRoutes.map((route) => (
          <Route key={route.path} path={route.path} element={element(route)} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
