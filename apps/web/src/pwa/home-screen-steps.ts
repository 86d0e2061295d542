/**
 * How to put the web app on the home screen, by what the browser offers (see `useInstallWay`):
 * Chromium's own dialog, Safari's share menu on iOS, or the browser's menu elsewhere.
 */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

export const HOME_SCREEN_STEPS: Record<Exclude<InstallWay, 'installed'>, string[]> = {
  prompt: [
    '点击上方「立即下载」',
    '在浏览器弹出的提示中点击「安装」',
    '返回手机桌面，点击金沙娱乐图标即可打开',
  ],
  ios: ['在 Safari 浏览器中打开本站', '点击底部工具栏的「分享」按钮', '选择「添加到主屏幕」，再点击「添加」'],
  menu: [
    '点击浏览器右上角的菜单按钮',
    '选择「添加到主屏幕」或「安装应用」',
    '返回手机桌面，点击金沙娱乐图标即可打开',
  ],
};

/** Said once the site already runs from the home screen. */
export const INSTALLED_TEXT = '您正在使用主屏幕上的金沙娱乐，无需再次添加。';
