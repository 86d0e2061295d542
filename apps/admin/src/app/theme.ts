import type { ThemeConfig } from 'antd';

/** The site's deep red on a neutral desktop console. */
const RED = '#b5162d';
const SIDER = '#17171c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: RED,
    colorLink: RED,
    colorInfo: '#1677ff',
    borderRadius: 6,
    colorBgLayout: '#f4f5f7',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', " +
      "'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
  components: {
    Layout: {
      siderBg: SIDER,
      headerBg: '#fff',
      headerHeight: 56,
      headerPadding: '0 24px',
      bodyBg: '#f4f5f7',
    },
    Menu: {
      darkItemBg: SIDER,
      darkSubMenuItemBg: SIDER,
      darkPopupBg: SIDER,
      darkItemSelectedBg: RED,
      darkItemColor: 'rgba(255, 255, 255, 0.72)',
      darkGroupTitleColor: 'rgba(255, 255, 255, 0.38)',
      itemHeight: 40,
    },
    Table: { headerBg: '#fafafa', headerColor: 'rgba(0, 0, 0, 0.65)' },
  },
};
