import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { RICH_HTML_POLICY as POLICY } from './rules/rich-html-policy.js';
import { isPolicyUrl, policyStyle } from './rules/rich-html-rules.js';

/**
 * The shared rich HTML policy applied in a browser, with DOMPurify: what the player site shows and
 * what the console previews and edits goes through it before it reaches a page, however it came
 * (the server sanitises too; this keeps a stolen console session or an old row from becoming
 * script). Browser-only: the server uses sanitize-html configured from the same policy.
 */

const CONFIG: Config = {
  ALLOWED_TAGS: [...POLICY.tags],
  ALLOWED_ATTR: [...new Set(Object.values(POLICY.attributes).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...POLICY.dropWithContent],
};

const allowedOn = (tag: string, attribute: string) =>
  [...(POLICY.attributes[tag] ?? []), ...(POLICY.attributes['*'] ?? [])].includes(attribute);

function withPolicy(purify: DOMPurify): DOMPurify {
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const name = event.attrName;
    const raw = node.getAttribute(name) ?? '';
    if (!allowedOn(node.nodeName.toLowerCase(), name)) event.keepAttr = false;
    else if (raw === '' && !POLICY.emptyAttributes.includes(name)) event.keepAttr = false;
    else if (POLICY.urlAttributes.includes(name) && !isPolicyUrl(raw)) event.keepAttr = false;
    else if (name === 'style') {
      event.attrValue = policyStyle(raw);
      if (!event.attrValue) event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    for (const [name, value] of Object.entries(POLICY.linkAttributes)) node.setAttribute(name, value);
  });
  return purify;
}

/** A sanitiser for `window` (a jsdom window in tests). */
export function richHtmlSanitiser(window: WindowLike): (html: string) => string {
  const purify = withPolicy(createDOMPurify(window));
  return (html) => purify.sanitize(html, CONFIG);
}

let own: ((html: string) => string) | undefined;

/** Rich HTML reduced to the shared policy, in this page's window. */
export function sanitizeRichHtml(html: string): string {
  own ??= richHtmlSanitiser(window);
  return own(html);
}
