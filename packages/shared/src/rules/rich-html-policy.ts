/**
 * The one HTML policy for operator-written rich content (activities, articles, notices, the welcome
 * modal, inbox messages): what may be kept, as plain data. The server's sanitiser (sanitize-html,
 * on save and on serve) and the browsers' (DOMPurify, before anything is put into a page) are both
 * configured from it, so the two agree; a test runs both over the same hostile inputs.
 * Everything not listed is dropped: tags (their text kept, except DROP_WITH_CONTENT), attributes,
 * URLs of other schemes and style declarations not matching their patterns.
 */

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s,.%]+\)$/i, /^[a-z]+$/i];

export const RICH_HTML_POLICY = {
  tags: [
    ...['p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img', 'font'],
  ],
  /** Per tag; '*' applies to every allowed tag. */
  attributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    font: ['color'],
    '*': ['style'],
  } as Record<string, readonly string[]>,
  /** An empty value is dropped except on these (an image's empty alt says "decorative"). */
  emptyAttributes: ['alt'],
  /** Attributes holding an address: a site path or one of `schemes`, never protocol-relative. */
  urlAttributes: ['href', 'src'],
  schemes: ['http', 'https'],
  /** Inline style declarations kept when the whole value matches one of the patterns. */
  styles: {
    color: COLOUR,
    'background-color': COLOUR,
    'text-align': [/^(left|right|center|justify)$/],
    'font-size': [/^\d{1,2}(px|em|rem|%)$/],
    'font-weight': [/^(bold|normal|[1-9]00)$/],
  } as Record<string, readonly RegExp[]>,
  /** Every link opens in a new tab without handing the player's page to the target. */
  linkAttributes: { rel: 'noopener noreferrer', target: '_blank' },
  /**
   * Disallowed tags that go with everything inside them: code, a form's data, and the elements
   * browsers read as raw text or fallback (what is inside is not the page's prose).
   */
  dropWithContent: [
    ...['script', 'style', 'textarea', 'option', 'xmp', 'title', 'iframe', 'noembed'],
    ...['noframes', 'noscript', 'template', 'plaintext'],
  ],
};

/**
 * Markup that can only be an attempt to run something in a player's browser. Rich content that
 * carries it is refused whole on save (and the attempt audited) rather than quietly cleaned.
 */
export const REFUSED_RICH_HTML = {
  tags: [
    ...['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input'],
    ...['button', 'textarea', 'select', 'style', 'link', 'meta', 'base', 'svg', 'math'],
    ...['template', 'noscript'],
  ],
  /** Script schemes, anywhere in the text. */
  scriptSchemes: ['javascript', 'vbscript', 'livescript'],
  /** data: in any of these attributes. */
  dataUrlAttributes: ['src', 'href', 'action', 'formaction', 'xlink:href'],
};
