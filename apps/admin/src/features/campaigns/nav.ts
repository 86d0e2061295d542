import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

const editor = () => import('./activity-editor-page').then((m) => m.ActivityEditorPage);

export const campaignsNav: NavItem[] = [
  screen('/campaigns/activities', '活动管理', P.campaigns, () =>
    import('./activities-page').then((m) => m.ActivitiesPage),
  ),
  screen('/campaigns/activities/new', '新建活动', P.campaigns, editor, {
    hidden: true,
    menuKey: '/campaigns/activities',
  }),
  screen('/campaigns/activities/:id', '编辑活动', P.campaigns, editor, {
    hidden: true,
    menuKey: '/campaigns/activities',
  }),
  screen('/campaigns/applications', '活动申请审核', P.campaigns, () =>
    import('./applications-page').then((m) => m.ApplicationsPage),
  ),
];
