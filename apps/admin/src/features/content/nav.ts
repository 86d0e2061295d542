import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const contentNav: NavItem[] = [
  screen('/content/articles', '文章管理', P.content, () =>
    import('./articles-page').then((m) => m.ArticlesPage),
  ),
];
