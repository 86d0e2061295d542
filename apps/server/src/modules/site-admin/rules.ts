import { hasHostileHtml, hasMarkup } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';

/**
 * The checks every site content field goes through before anything is written. Plain text that
 * carries markup (the one shared markup rule), rich HTML that carries script (the shared policy's
 * refused markup), and addresses that are not web or site paths are refused whole (the routes
 * audit the refusal); rich HTML that passes is still sanitised.
 */

type TextOptions = { max: number; required?: boolean };

/** Plain text (titles, the marquee, the repair notice): trimmed, no markup at all. */
export function plainText(value: string, label: string, opts: TextOptions): string {
  const text = value.trim();
  if (opts.required && !text) throw new AppError(`请填写${label}`);
  if ([...text].length > opts.max) throw new AppError(`${label}不能超过${opts.max}个字`);
  if (hasMarkup(text)) throw new AppError(`${label}不能包含HTML标签或脚本`);
  return text;
}

/** Rich HTML (announcements, the welcome modal): script refused, the rest sanitised. */
export function richHtml(value: string, label: string, opts: TextOptions): string {
  if (value.length > opts.max) throw new AppError(`${label}内容过长`);
  if (hasHostileHtml(value)) {
    throw new AppError(`${label}包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存`);
  }
  const html = sanitizeRichHtml(value).trim();
  if (opts.required && !stripTags(html) && !/<img\b/i.test(html)) throw new AppError(`请填写${label}`);
  return html;
}

export type UrlKind = 'web' | 'absolute' | 'ios';

/** No spaces, quotes, angle brackets, backslashes or control characters anywhere in an address. */
const UNSAFE_CHARS = /[\s"'<>`\\]/;
const isSafe = (url: string) =>
  !UNSAFE_CHARS.test(url) && [...url].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f);

/**
 * An address players' browsers will open or load: a site path (/discount, /img/x.png) or an
 * http(s) address; `absolute` wants a full http(s) address, `ios` also takes itms-services
 * (the iOS enterprise install link). Empty means "not set" unless required.
 */
export function siteUrl(
  value: string,
  label: string,
  opts: { kind?: UrlKind; required?: boolean; max?: number } = {},
): string {
  const url = value.trim();
  const kind = opts.kind ?? 'web';
  if (!url) {
    if (opts.required) throw new AppError(`请填写${label}`);
    return '';
  }
  const refuse = () =>
    new AppError(
      kind === 'absolute'
        ? `${label}须为 http:// 或 https:// 开头的完整网址`
        : `${label}须为 http(s):// 开头的网址或以 / 开头的站内路径`,
    );
  if (url.length > (opts.max ?? 255)) throw new AppError(`${label}不能超过${opts.max ?? 255}个字符`);
  if (!isSafe(url)) throw refuse();
  if (url.startsWith('/')) {
    if (kind === 'absolute' || url.startsWith('//')) throw refuse();
    return url;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refuse();
  }
  const schemes = kind === 'ios' ? ['http:', 'https:', 'itms-services:'] : ['http:', 'https:'];
  if (!schemes.includes(parsed.protocol)) throw refuse();
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.hostname) throw refuse();
  return url;
}
