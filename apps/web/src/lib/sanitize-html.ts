const BLOCKED_TAGS = 'script,style,iframe,object,embed,link,meta,base,form';

/**
 * Operator-written HTML (welcome modal, announcements) is shown as rich text. It comes from our
 * own back office, but a stolen admin session must not become script on every player's phone.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  root.querySelectorAll(BLOCKED_TAGS).forEach((node) => node.remove());
  root.querySelectorAll('*').forEach((node) => {
    for (const attr of [...node.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on')) node.removeAttribute(attr.name);
      else if ((name === 'href' || name === 'src') && /^(javascript|vbscript|data:text)/.test(value)) {
        node.removeAttribute(attr.name);
      }
    }
  });
  return root.innerHTML;
}
