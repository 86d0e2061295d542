import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

/**
 * antd-mobile's React 19 adapter (mobile.ant.design/guide/v5-for-19): without it the imperative
 * Toast, Dialog and Modal APIs cannot render under React 19. Called once by each app's main.tsx and tests.
 */
export function installAntdMobileRender(): void {
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
}
