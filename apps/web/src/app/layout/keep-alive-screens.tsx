import { Suspense, useState } from 'react';
import { ScreenActiveContext } from '../../components/screen-active';
import { PageLoading } from '../../components/page-loading';
import { useToken } from '../../lib/session';
import { layoutRoutes } from '../route-table';

const keptAlive = layoutRoutes.filter((route) => route.keepAlive && route.page);

/**
 * A simple keep-alive: a kept screen, once visited, stays mounted and is only hidden
 * (display:none) while another route shows, so its state (forms, frames, loaded lists) survives.
 */
export function KeepAliveScreens({ pathname }: { pathname: string }) {
  const [visited, setVisited] = useState<string[]>([]);
  const loggedIn = useToken() !== null;
  // A guarded screen is never drawn for a visitor; the route's own guard redirects them.
  const current = keptAlive.find((route) => route.path === pathname && (!route.guard || loggedIn));
  if (current && !visited.includes(current.path)) {
    // Adjusting state while rendering (React's documented pattern): the screen mounts this pass.
    setVisited([...visited, current.path]);
  }

  return (
    <>
      {keptAlive
        .filter((route) => (visited.includes(route.path) || route === current) && (!route.guard || loggedIn))
        .map(({ path, page: Page }) => {
          const active = path === pathname;
          return (
            <div
              key={path}
              data-keep-alive={path}
              style={active ? undefined : { display: 'none' }}
              aria-hidden={!active}
            >
              <ScreenActiveContext value={active}>
                <Suspense fallback={<PageLoading />}>{Page && <Page />}</Suspense>
              </ScreenActiveContext>
            </div>
          );
        })}
    </>
  );
}
