/**
 * The server names images site-absolute (/img/...); the site may be served from a sub-path
 * (vite base './').
 */
export function assetUrl(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `.${path}` : path;
}
