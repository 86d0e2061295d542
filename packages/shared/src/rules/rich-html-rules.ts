import { REFUSED_RICH_HTML, RICH_HTML_POLICY } from './rich-html-policy.js';

/**
 * The policy's URL and style rules as functions, for a sanitiser that has no such options
 * (DOMPurify). They read addresses and styles the way sanitize-html does (launder's reading of an
 * address, postcss's of a declaration), so both sanitisers keep the same things.
 */

/** Site paths and the policy's schemes; control characters, spaces and <!-- --> are ignored first. */
export function isPolicyUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  let url = value.replace(/[\x00-\x20]+/g, '');
  for (;;) {
    const open = url.indexOf('<!--');
    const close = open === -1 ? -1 : url.indexOf('-->', open + 4);
    if (close === -1) break;
    url = url.slice(0, open) + url.slice(close + 3);
  }
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(url);
  if (scheme) return RICH_HTML_POLICY.schemes.includes(scheme[1]!.toLowerCase());
  return !/^[/\\]{2}/.test(url);
}

/** Declarations split on semicolons outside brackets and quotes; null when those do not balance. */
function declarations(style: string): string[] | null {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) return null;
  }
  if (quote || depth !== 0) return null;
  return [...parts, style.slice(start)];
}

/**
 * A style attribute reduced to the policy's declarations, written `prop:value;prop:value`; empty
 * when nothing is left (or the style does not parse, which is how the server treats it too).
 */
export function policyStyle(style: string): string {
  const parts = declarations(style.replace(/\/\*[\s\S]*?\*\//g, ''));
  if (!parts) return '';
  const kept: string[] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const prop = part.slice(0, colon).trim();
    let value = part.slice(colon + 1).trim();
    const important = /\s*!\s*important$/i.test(value);
    if (important) value = value.replace(/\s*!\s*important$/i, '');
    const { styles } = RICH_HTML_POLICY;
    const patterns = Object.hasOwn(styles, prop) ? styles[prop] : undefined;
    if (patterns?.some((pattern) => pattern.test(value))) {
      kept.push(`${prop}:${value}${important ? ' !important' : ''}`);
    }
  }
  return kept.join(';');
}

let hostile: RegExp[] | undefined;

/** Rich content carrying REFUSED_RICH_HTML: refused on save, not cleaned. */
export function hasHostileHtml(html: string): boolean {
  const { tags, scriptSchemes, dataUrlAttributes } = REFUSED_RICH_HTML;
  // Built on first use, so bundles that never refuse anything leave the patterns out.
  hostile ??= [
    new RegExp(`<\\s*\\/?\\s*(${tags.join('|')})\\b`, 'i'),
    /<[^>]*[\s"'/]on[a-z]+\s*=/i,
    new RegExp(`(${scriptSchemes.join('|')})\\s*:`, 'i'),
    new RegExp(`(${dataUrlAttributes.join('|')})\\s*=\\s*["']?\\s*data:`, 'i'),
    /expression\s*\(/i,
  ];
  return hostile.some((pattern) => pattern.test(html));
}
