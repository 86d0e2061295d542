// First of all: zod must know it may not eval before any schema is built (see the module).
import '@app/shared/zod-under-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setDefaultConfig, Toast } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { LeftOutline } from 'antd-mobile-icons';
import { App } from './app/app';
import { prefetchRoute } from './app/route-prefetch';
import { installAntdMobileRender } from '@app/shared/mobile';
import { OfflineBanner } from './pwa/offline-banner';
import { keepInstallOffer } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import './styles/global.css';

installAntdMobileRender();
Toast.config({ duration: 2000 });
// antd-mobile's NavBar makes its back area a button around an unnamed icon: the icon is named here,
// for every header, so screen readers say 返回.
setDefaultConfig({ locale: zhCN, navBar: { backIcon: <LeftOutline role="img" aria-label="返回" /> } });
keepInstallOffer();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
/** On a network that stalls the page file, the shell and its loading screen show after this. */
const FIRST_SCREEN_WAIT_MS = 3000;

// The first render waits for the first screen's page file (route-prefetch): React then draws that
// page in its first commit instead of a loading screen (see App for how it renders).
const firstScreen = prefetchRoute(window.location.hash);
const stalled = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
void Promise.race([firstScreen, stalled]).then(() =>
  root.render(
    <StrictMode>
      <App />
      <OfflineBanner />
    </StrictMode>,
  ),
);
