/** What /app tells a player about installing, by what it offers (a native package or the web app). */

export const PACKAGE_GUIDE = {
  ios: {
    name: '金沙娱乐 iOS版',
    steps: [
      '使用 Safari 浏览器打开本页面，点击上方「立即下载」按钮',
      '在弹出的提示框中点击「安装」，等待描述文件下载完成',
      '返回手机桌面，等待金沙娱乐APP图标安装完成',
      '打开手机「设置」→「通用」→「VPN与设备管理」',
      '在「企业级App」中找到金沙娱乐对应的开发者描述文件',
      '点击「信任」，并在弹窗中再次确认「信任」',
      '返回桌面，打开金沙娱乐APP，登录即可畅玩',
    ],
    notes: [
      '请使用 Safari 浏览器下载安装，其他浏览器可能无法完成安装。',
      '如已安装旧版本，请先删除旧版APP后再下载安装。',
      '下载安装过程中请保持在同一网络环境，切勿切换网络。',
    ],
  },
  android: {
    name: '金沙娱乐 安卓版',
    steps: [
      '点击上方「立即下载」按钮，等待安装包下载完成',
      '打开下载的安装包，如提示「未知来源应用」，请允许本次安装',
      '安装完成后返回桌面，打开金沙娱乐APP，登录即可畅玩',
    ],
    notes: [
      '请从本页下载安装包，勿从其他渠道下载，以免账户资金受损。',
      '如已安装旧版本，请先卸载旧版APP后再下载安装。',
      '下载过程中请保持网络畅通。',
    ],
  },
} as const;

/** With no package configured, /app offers the site itself, installed to the home screen. */
export const WEB_APP_GUIDE = {
  name: '金沙娱乐 手机版',
  tagline: '无需安装包 · 添加到主屏幕 · 全屏畅玩',
  notes: [
    '添加后从主屏幕打开即为全屏模式，与APP一样便捷。',
    '无需下载安装包，不占用手机存储，版本自动更新。',
    'iPhone 请使用 Safari 浏览器添加，其他浏览器无法添加到主屏幕。',
  ],
} as const;
