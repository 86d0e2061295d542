import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const siteNav: NavItem[] = [
  screen('/site/banners', '轮播图', P.content, () => import('./banners-page').then((m) => m.BannersPage)),
  screen('/site/notices', '公告与通知', P.content, () => import('./notices-page').then((m) => m.NoticesPage)),
  screen('/site/welcome', '首页弹窗', P.content, () => import('./welcome-page').then((m) => m.WelcomePage)),
  screen('/site/settings', '站点设置', P.settings, () =>
    import('./settings-page').then((m) => m.SiteSettingsPage),
  ),
];
