import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PERMISSION, roleAllows, type Permission } from '../lib/permissions';

export interface NavItem {
  path: string;
  label: string;
  /** Who may open it (null: every operator). The server checks again on every call. */
  permission: Permission | null;
  page: LazyExoticComponent<ComponentType>;
  /** Screens reached from another one (the activity editor) stay out of the menu. */
  hidden?: boolean;
  /** The menu entry lit while a hidden screen is open. */
  menuKey?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

const page = <M>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

export const NAVIGATION: NavGroup[] = [
  {
    label: '资金审核',
    items: [
      {
        path: '/money/deposits',
        label: '存款审核',
        permission: PERMISSION.moneyReview,
        page: page(
          () => import('../features/money/deposits-page'),
          (m) => m.DepositsPage,
        ),
      },
      {
        path: '/money/withdrawals',
        label: '取款审核',
        permission: PERMISSION.moneyReview,
        page: page(
          () => import('../features/money/withdrawals-page'),
          (m) => m.WithdrawalsPage,
        ),
      },
    ],
  },
  {
    label: '活动运营',
    items: [
      {
        path: '/campaigns/activities',
        label: '活动管理',
        permission: PERMISSION.campaigns,
        page: page(
          () => import('../features/campaigns/activities-page'),
          (m) => m.ActivitiesPage,
        ),
      },
      {
        path: '/campaigns/activities/new',
        label: '新建活动',
        permission: PERMISSION.campaigns,
        hidden: true,
        menuKey: '/campaigns/activities',
        page: page(
          () => import('../features/campaigns/activity-editor-page'),
          (m) => m.ActivityEditorPage,
        ),
      },
      {
        path: '/campaigns/activities/:id',
        label: '编辑活动',
        permission: PERMISSION.campaigns,
        hidden: true,
        menuKey: '/campaigns/activities',
        page: page(
          () => import('../features/campaigns/activity-editor-page'),
          (m) => m.ActivityEditorPage,
        ),
      },
      {
        path: '/campaigns/applications',
        label: '活动申请审核',
        permission: PERMISSION.campaigns,
        page: page(
          () => import('../features/campaigns/applications-page'),
          (m) => m.ApplicationsPage,
        ),
      },
    ],
  },
  {
    label: '内容管理',
    items: [
      {
        path: '/content/articles',
        label: '文章管理',
        permission: PERMISSION.content,
        page: page(
          () => import('../features/content/articles-page'),
          (m) => m.ArticlesPage,
        ),
      },
    ],
  },
  {
    label: '会员服务',
    items: [
      {
        path: '/support/conversations',
        label: '客服会话',
        permission: PERMISSION.support,
        page: page(
          () => import('../features/support/conversations-page'),
          (m) => m.ConversationsPage,
        ),
      },
      {
        path: '/support/messages',
        label: '发送站内信',
        permission: PERMISSION.support,
        page: page(
          () => import('../features/support/player-message-page'),
          (m) => m.PlayerMessagePage,
        ),
      },
      {
        path: '/players/agent-applications',
        label: '代理申请',
        permission: PERMISSION.playersWrite,
        page: page(
          () => import('../features/agents/agent-applications-page'),
          (m) => m.AgentApplicationsPage,
        ),
      },
    ],
  },
  {
    label: '系统',
    items: [
      {
        path: '/system/operators',
        label: '操作员',
        permission: PERMISSION.operators,
        page: page(
          () => import('../features/operators/operators-page'),
          (m) => m.OperatorsPage,
        ),
      },
      {
        path: '/account/security',
        label: '账号安全',
        permission: null,
        page: page(
          () => import('../features/auth/security-page'),
          (m) => m.SecurityPage,
        ),
      },
    ],
  },
];

export const ALL_ITEMS = NAVIGATION.flatMap((group) => group.items);

/** The menu as this role sees it: entries it cannot use are left out, empty groups too. */
export function menuFor(role: string | undefined): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    items: group.items.filter((item) => !item.hidden && roleAllows(role, item.permission)),
  })).filter((group) => group.items.length > 0);
}

/** Where an operator lands: the first screen their role can use. */
export function homeFor(role: string | undefined): string {
  return menuFor(role)[0]?.items[0]?.path ?? '/account/security';
}
