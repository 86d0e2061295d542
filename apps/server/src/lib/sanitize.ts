import sanitizeHtml from 'sanitize-html';
import { RICH_HTML_POLICY as POLICY } from '@app/shared';

/**
 * Rich content (activities, articles, notices, messages) as operators write it, reduced to the
 * shared policy (@app/shared rich-html-policy, which the browsers' DOMPurify follows too): no
 * scripts, frames, forms or event handlers, links and images only over http(s) or site paths, and
 * a few inline styles. Applied when saving and again when serving, so content stored before a
 * rule changed is cleaned too.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: POLICY.tags,
  // Empty values: sanitize-html keeps them on `alt` only, as POLICY.emptyAttributes says.
  allowedAttributes: POLICY.attributes as Record<string, string[]>,
  allowedSchemes: POLICY.schemes,
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowedStyles: { '*': POLICY.styles as Record<string, RegExp[]> },
  nonTextTags: POLICY.dropWithContent,
  transformTags: { a: sanitizeHtml.simpleTransform('a', POLICY.linkAttributes) },
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Plain text fields (titles, names): every tag removed. The result is text, not HTML: whoever
 * shows it escapes it (React does), so the entities the sanitiser wrote are turned back.
 */
export function stripTags(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)
    .trim();
}

/** Text shown inside HTML content (inbox messages built from plain text). */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
