const BLOCKED_TAGS =
  'script,style,iframe,frame,object,embed,link,meta,base,form,input,button,textarea,select,svg,math';

/**
 * HTML put into the console's own document (the editor, previews) without running anything: parsed
 * in an inert document, then scripts, frames, handlers and script URLs removed. The server's
 * allow-list sanitiser decides what is stored; this only keeps the operator's browser safe.
 */
export function inertHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  root.querySelectorAll(BLOCKED_TAGS).forEach((node) => node.remove());
  root.querySelectorAll('*').forEach((node) => {
    for (const attr of [...node.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.replace(/\s+/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction')
        node.removeAttribute(attr.name);
      else if (
        ['href', 'src', 'xlink:href', 'action'].includes(name) &&
        !/^(https?:|\/(?!\/)|#|$)/.test(value)
      ) {
        node.removeAttribute(attr.name);
      }
    }
  });
  return root.innerHTML;
}
