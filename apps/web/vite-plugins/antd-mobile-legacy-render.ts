/**
 * Stands in for rc-util's React 16–18 render, antd-mobile's fallback for its imperative Toast,
 * Dialog and Modal: this site renders them with React 19's createRoot instead
 * (src/lib/antd-mobile-render.ts, installed before anything renders), so the fallback and the
 * regenerator runtime it carries would be dead weight in the first script.
 */
function notInstalled(): never {
  throw new Error('antd-mobile rendered before installAntdMobileRender()');
}

export const render = notInstalled;
export const unmount = notInstalled;
