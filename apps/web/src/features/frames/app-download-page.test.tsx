import { act, screen } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '@app/shared';
import { keepInstallOffer } from '../../pwa/install-prompt';
import { answer, ok, renderScreen } from '../../test/render';
import AppDownloadPage from './app-download-page';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/126.0.0.0 Mobile Safari/537.36';

function onDevice(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
}

function openPage(packages: Partial<AppInfo> = {}) {
  answer('post', '/api/app', ok({ title: '金沙娱乐', site_state: 1, ios_download_url: '', ...packages }));
  return renderScreen(<AppDownloadPage />, { path: '/app', loggedIn: false });
}

/** The install offer Chromium makes (headless never does): `prompt` records that it was shown. */
function chromiumOffers(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => undefined);
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(offer));
  return prompt;
}

beforeAll(() => keepInstallOffer());
afterEach(() => {
  act(() => Dialog.clear());
  onDevice(ANDROID);
});

describe('/app with no native package configured', () => {
  it('立即下载 installs the web app through the browser’s own dialog', async () => {
    onDevice(ANDROID);
    const { user } = openPage();
    expect(await screen.findByRole('heading', { name: '金沙娱乐 手机版' })).toBeInTheDocument();
    const prompt = chromiumOffers();
    // The guide is the web app's, not the enterprise iOS package's.
    expect(await screen.findByText('在浏览器弹出的提示中点击「安装」')).toBeInTheDocument();
    expect(screen.queryByText(/VPN与设备管理/)).toBeNull();
    await user.click(screen.getByRole('button', { name: '立即下载' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('已添加到主屏幕')).toBeInTheDocument();
    expect(screen.queryByText('暂未开放，敬请期待')).toBeNull();
  });

  it('立即下载 on an iPhone shows Safari’s 分享 → 添加到主屏幕 steps', async () => {
    onDevice(IPHONE);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: '立即下载' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('点击底部工具栏的「分享」按钮');
    expect(dialog).toHaveTextContent('选择「添加到主屏幕」，再点击「添加」');
    expect(screen.queryByText('暂未开放，敬请期待')).toBeNull();
  });

  it('points any other browser to its menu', async () => {
    onDevice(ANDROID);
    const { user } = openPage();
    await user.click(await screen.findByRole('button', { name: '立即下载' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('选择「添加到主屏幕」或「安装应用」');
  });
});

describe('/app with a native package', () => {
  it('opens the iOS package in the hidden frame on an iPhone, the web app offered beside it', async () => {
    onDevice(IPHONE);
    const url = 'itms-services://?action=download-manifest&url=https://cdn.example.com/app.plist';
    const { user, container } = openPage({ ios_download_url: url });
    expect(await screen.findByRole('heading', { name: '金沙娱乐 iOS版' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即下载' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(url);
    expect(screen.getByRole('heading', { name: '添加到主屏幕' })).toBeInTheDocument();
    expect(screen.getByText(/VPN与设备管理/)).toBeInTheDocument();
  });

  it('downloads the Android package on Android', async () => {
    onDevice(ANDROID);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const url = 'https://cdn.example.com/jinsha.apk';
    const { user } = openPage({ android_download_url: url });
    expect(await screen.findByRole('heading', { name: '金沙娱乐 安卓版' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即下载' }));
    expect(open).toHaveBeenCalledWith(url, '_self');
    open.mockRestore();
  });
});
