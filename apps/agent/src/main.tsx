// First of all: zod must know it may not eval before any schema is built (see the module).
import '@app/shared/zod-under-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setDefaultConfig, Toast } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { App } from './app/app';
import { installAntdMobileRender } from '@app/shared/mobile';
import './styles/global.css';

installAntdMobileRender();
Toast.config({ duration: 2000 });
setDefaultConfig({ locale: zhCN });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
