import { describe, expect, it } from 'vitest';
import { HELP_PATHS, SITE_LINKS } from '@app/shared';
import { layoutRoutes, topLevelRoutes } from './route-table';

describe('the pages operators and help copy may send a player to', () => {
  const built = new Set([...layoutRoutes, ...topLevelRoutes].filter((r) => r.page).map((r) => r.path));

  it('are every one a built screen of the player site', () => {
    const missing = [...SITE_LINKS.map((l) => l.path), ...Object.values(HELP_PATHS)].filter(
      (path) => !built.has(path.split('?')[0]!),
    );
    expect(missing).toEqual([]);
  });
});
