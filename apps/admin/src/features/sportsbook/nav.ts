import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** The sportsbook (沙巴体育, IA电竞): matches, results and the book's largest open tickets. */
export const sportsbookNav: NavItem[] = [
  screen('/sportsbook/events', '赛事与赛果', P.reports, () =>
    import('./events-page').then((m) => m.EventsPage),
  ),
  screen('/sportsbook/largest', '大额注单', P.reports, () =>
    import('./largest-page').then((m) => m.LargestPage),
  ),
];
