import type { ReactNode } from 'react';
import { Badge, List } from 'antd-mobile';
import {
  AppOutline,
  BankcardOutline,
  BillOutline,
  CheckShieldOutline,
  GiftOutline,
  InformationCircleOutline,
  KeyOutline,
  MailOutline,
  SetOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { CrownIcon } from '../../../components/crown-icon';
import { ServiceIcon } from '../../../components/service-icon';
import styles from './mine-menu.module.css';

export interface MenuItem {
  key: string;
  label: string;
  icon: ReactNode;
  tone?: 'red' | 'gold';
  /** A route to open, or an action for items that open a dialog. */
  to?: string;
  action?: 'payPassword';
  badge?: number;
}

interface MenuInput {
  loggedIn: boolean;
  isAgent: boolean;
  unread: number;
}

/** The menu the spec gives for /mine (000 §2): player items, items for everyone, visitor items. */
export function buildMenu({ loggedIn, isAgent, unread }: MenuInput): MenuItem[][] {
  const player: MenuItem[] = [
    { key: 'message', label: '我的消息', icon: <MailOutline />, to: '/message?type=0', badge: unread },
    { key: 'records', label: '交易记录', icon: <BillOutline />, to: '/meyList' },
    { key: 'cards', label: '卡片管理', icon: <BankcardOutline />, to: '/bankCard' },
    { key: 'payPassword', label: '取款密码', icon: <KeyOutline />, action: 'payPassword' },
    { key: 'welfare', label: '福利中心', icon: <GiftOutline />, to: '/welfare' },
    { key: 'applyList', label: '申请记录', icon: <UnorderedListOutline />, to: '/applyList' },
    // Responsible gambling: deposit limits, time-out, self-exclusion, game-time reminders.
    { key: 'protection', label: '负责任博彩', icon: <CheckShieldOutline />, to: '/protection' },
    { key: 'setting', label: '设置', icon: <SetOutline />, to: '/setting' },
  ];
  if (!isAgent) player.push({ key: 'apply', label: '代理申请', icon: <UserAddOutline />, to: '/apply' });

  const everyone: MenuItem[] = [
    { key: 'app', label: 'APP下载', icon: <AppOutline />, to: '/app', tone: 'gold' },
    { key: 'agentLogin', label: '代理登录', icon: <TeamOutline />, to: '/gamePage?dailiD=1', tone: 'gold' },
    { key: 'customer', label: '客服中心', icon: <ServiceIcon size={17} />, to: '/customer', tone: 'gold' },
    { key: 'about', label: '关于我们', icon: <InformationCircleOutline />, to: '/about', tone: 'gold' },
  ];

  const visitor: MenuItem[] = [
    { key: 'vip', label: 'VIP特权', icon: <CrownIcon />, to: '/vip' },
    { key: 'login', label: '登录', icon: <UserOutline />, to: '/login?type=0' },
    { key: 'register', label: '注册', icon: <UserAddOutline />, to: '/login?type=1' },
  ];

  return loggedIn ? [player, everyone] : [visitor, everyone];
}

interface Props {
  groups: MenuItem[][];
  onSelect: (item: MenuItem) => void;
}

export function MineMenu({ groups, onSelect }: Props) {
  return (
    <>
      {groups.map((items, index) => (
        <div key={index} className={styles.group}>
          <List className={styles.list}>
            {items.map((item) => (
              <List.Item
                key={item.key}
                prefix={<span className={`${styles.icon} ${styles[item.tone ?? 'red']}`}>{item.icon}</span>}
                extra={
                  item.badge ? (
                    <span data-testid={`${item.key}-badge`} aria-label={`${item.badge}条未读`}>
                      <Badge content={item.badge > 99 ? '99+' : item.badge} />
                    </span>
                  ) : undefined
                }
                onClick={() => onSelect(item)}
                arrowIcon
              >
                {item.label}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </>
  );
}
