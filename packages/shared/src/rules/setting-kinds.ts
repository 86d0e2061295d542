import { z } from 'zod';
import { formatFen, parseYuanToFen } from '../money.js';
import { hasMarkup } from './markup.js';
import { hasHostileHtml } from './rich-html-rules.js';

/**
 * The kinds of site setting. Each is kept as text in the settings table and read as a typed value:
 * a zod codec whose decode checks the text (refusing with the Chinese message the console shows)
 * and whose encode gives back the text to store.
 */

class Refusal {
  constructor(readonly message: string) {}
}
const refuse = (message: string) => new Refusal(message);

/** Kinds whose value is their text: one stored before a rule refused it is still read as stored. */
const TEXT_KINDS = new WeakSet<z.ZodType>();
export const isTextKind = (kind: z.ZodType): boolean => TEXT_KINDS.has(kind);

function kind<Out extends z.ZodType>(
  out: Out,
  read: (text: string) => z.input<Out> | Refusal,
  write: (value: z.output<Out>) => string,
) {
  return z.codec(z.string(), out, {
    decode: (text, payload) => {
      const value = read(text);
      if (!(value instanceof Refusal)) return value;
      payload.issues.push({ code: 'custom', message: value.message, input: text });
      return z.NEVER;
    },
    encode: (value) => write(value as z.output<Out>),
  });
}

function textKind(read: (text: string) => string | Refusal) {
  const codec = kind(z.string(), read, (text) => text);
  TEXT_KINDS.add(codec);
  return codec;
}

type TextOptions = { max: number; required?: boolean };

/** Plain text (the site name, the repair notice): trimmed, no markup at all. */
export const plainText = (label: string, opts: TextOptions) =>
  textKind((value) => {
    const text = value.trim();
    if (opts.required && !text) return refuse(`请填写${label}`);
    if ([...text].length > opts.max) return refuse(`${label}不能超过${opts.max}个字`);
    if (hasMarkup(text)) return refuse(`${label}不能包含HTML标签或脚本`);
    return text;
  });

/**
 * Rich HTML (the welcome modal): script refused; the server sanitises what passes before storing
 * it, and again where it is shown.
 */
export const richText = (label: string, max: number) =>
  textKind((html) => {
    if (html.length > max) return refuse(`${label}内容过长`);
    if (hasHostileHtml(html)) return refuse(`${label}包含脚本、事件属性或内嵌页面等不允许的内容，已拒绝保存`);
    return html;
  });

/** Text no console edits (kept as the operator's tools stored it). */
export const storedText = () => textKind((text) => text);

export type UrlKind = 'web' | 'absolute' | 'ios';

/** No spaces, quotes, angle brackets, backslashes or control characters anywhere in an address. */
const UNSAFE_CHARS = /[\s"'<>`\\]/;
const isSafe = (url: string) =>
  !UNSAFE_CHARS.test(url) && [...url].every((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f);

/** Why `url` is not an address of `kind` (null when it is one). */
function urlRefusal(url: string, label: string, kind: UrlKind, max: number): string | null {
  const refused =
    kind === 'absolute'
      ? `${label}须为 http:// 或 https:// 开头的完整网址`
      : `${label}须为 http(s):// 开头的网址或以 / 开头的站内路径`;
  if (url.length > max) return `${label}不能超过${max}个字符`;
  if (!isSafe(url)) return refused;
  if (url.startsWith('/')) return kind === 'absolute' || url.startsWith('//') ? refused : null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refused;
  }
  const schemes = kind === 'ios' ? ['http:', 'https:', 'itms-services:'] : ['http:', 'https:'];
  if (!schemes.includes(parsed.protocol)) return refused;
  if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && !parsed.hostname) return refused;
  return null;
}

/**
 * An address players' browsers will open or load: a site path (/discount, /img/x.png) or an
 * http(s) address; `absolute` wants a full http(s) address, `ios` also takes itms-services
 * (the iOS enterprise install link). Empty means "not set" unless required.
 */
export const siteUrl = (label: string, opts: { kind?: UrlKind; required?: boolean; max?: number } = {}) =>
  textKind((value) => {
    const url = value.trim();
    if (!url) return opts.required ? refuse(`请填写${label}`) : '';
    const refused = urlRefusal(url, label, opts.kind ?? 'web', opts.max ?? 255);
    return refused === null ? url : refuse(refused);
  });

/** A switch stored as '1' (on) or '0' (off). */
export const onOff = (label: string) =>
  kind(
    z.boolean(),
    (text) => (text === '1' ? true : text === '0' ? false : refuse(`${label}只能是 0 或 1`)),
    (on) => (on ? '1' : '0'),
  );

/** One of `choices`, stored as itself. */
export const oneOf = <const T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  kind(
    z.enum(choices),
    (text) => (choices.includes(text) ? (text as T[number]) : refuse(message)),
    (choice) => choice,
  );

/** Yuan with at most two decimals, read as fen and stored as "1234.50"; within `min`..`max` fen. */
export const yuanAmount = (opts: { invalid: string; min?: [number, string]; max?: [number, string] }) =>
  kind(
    z.number().int(),
    (text) => {
      const fen = parseYuanToFen(text);
      if (fen === null) return refuse(opts.invalid);
      if (opts.min && fen < opts.min[0]) return refuse(opts.min[1]);
      if (opts.max && fen > opts.max[0]) return refuse(opts.max[1]);
      return fen;
    },
    formatFen,
  );

/** A whole number `min`..`max` (days' counts, levels, minutes), up to `digits` digits. */
export const wholeNumber = (opts: { min: number; max: number; digits: number; invalid: string }) =>
  kind(
    z.number().int(),
    (text) => {
      const trimmed = text.trim();
      const n = Number(trimmed);
      const pattern = new RegExp(`^\\d{1,${opts.digits}}$`);
      return pattern.test(trimmed) && n >= opts.min && n <= opts.max ? n : refuse(opts.invalid);
    },
    String,
  );

/** A turnover multiple, 0 to 999 with at most two decimals ("1", "1.5"). */
export const multiple = (invalid: string) =>
  kind(
    z.number().nonnegative(),
    (text) => (/^\d{1,3}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : refuse(invalid)),
    String,
  );

/** Yuan per USDT, 1 to 100 with at most four decimals; stored with at least two ("7.20"). */
export const usdtRate = (invalid: string) =>
  kind(
    z.number().positive(),
    (text) => {
      const rate = text.trim();
      const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(rate);
      return m && Number(rate) >= 1 && Number(rate) <= 100 ? Number(rate) : refuse(invalid);
    },
    (rate) => {
      const per10k = Math.round(rate * 10_000);
      const decimals = String(per10k % 10_000)
        .padStart(4, '0')
        .replace(/0{1,2}$/, '');
      return `${Math.floor(per10k / 10_000)}.${decimals}`;
    },
  );

const HM = '(?:[01]\\d|2[0-3]):[0-5]\\d';
/** "HH:mm" as minutes after midnight (24:00 is 1440). */
const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5));
/** Minutes after midnight as "HH:mm". */
export const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A Beijing wall-clock time "HH:mm" (24:00 allowed), read as minutes after midnight. */
export const clockTime = (invalid: string) =>
  kind(
    z.number().int().min(0).max(1440),
    (text) => (new RegExp(`^(${HM}|24:00)$`).test(text) ? minutesOf(text) : refuse(invalid)),
    clockText,
  );

/** A daily window in Beijing minutes after midnight; `to` before `from` runs past midnight. */
export interface HoursWindow {
  from: number;
  to: number;
}

/** The window as stored and as players read it: "09:00-23:00", "00:00-24:00" for all day. */
export const hoursText = (w: HoursWindow) => `${clockText(w.from)}-${clockText(w.to)}`;

/** Whether `minute` (after Beijing midnight) falls inside the window. */
export const withinWindow = (w: HoursWindow, minute: number) =>
  w.from <= w.to ? minute >= w.from && minute < w.to : minute >= w.from || minute < w.to;

/** "HH:mm-HH:mm", the end may be 24:00; the start and end must differ. */
export const hoursWindow = (messages: { invalid: string; empty: string }) =>
  kind(
    z.object({ from: z.number().int(), to: z.number().int() }),
    (text) => {
      const m = new RegExp(`^(${HM})-(${HM}|24:00)$`).exec(text.trim());
      if (!m) return refuse(messages.invalid);
      if (m[1] === m[2]) return refuse(messages.empty);
      return { from: minutesOf(m[1]!), to: minutesOf(m[2]!) };
    },
    hoursText,
  );
