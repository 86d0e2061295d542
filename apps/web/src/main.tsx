import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Toast, unstableSetRender } from 'antd-mobile';
import { App } from './app/app';
import './styles/global.css';

// antd-mobile's React 19 adapter (mobile.ant.design/guide/v5-for-19): without it the imperative
// Toast, Dialog and Modal APIs cannot render under React 19.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  host._reactRoot ||= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

Toast.config({ duration: 2000 });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
