import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toast } from 'antd-mobile';
import { App } from './app/app';
import { installAntdMobileRender } from './lib/antd-mobile-render';
import './styles/global.css';

installAntdMobileRender();
Toast.config({ duration: 2000 });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
