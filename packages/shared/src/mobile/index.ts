/**
 * What the two mobile apps (the player site and the agent console) share in the browser: the
 * antd-mobile React 19 adapter, copying with its toast, the server-state defaults and the sign-in
 * captcha's query; the sign-in form's styles and the theme sit beside them as CSS. A module of
 * its own (`@app/shared/mobile`): it needs React, antd-mobile and TanStack Query, which the server
 * and the back office never load.
 */
export { installAntdMobileRender } from './antd-mobile-render.js';
export { useCaptchaQuery } from './captcha-query.js';
export { copyText } from './copy-text.js';
export { createQueryClient } from './query-client.js';
