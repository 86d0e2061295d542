import { sanitizeRichHtml } from '@app/shared/rich-html-dom';

/**
 * Stored rich HTML in and out of the editor. In: reduced to the shared policy, then the shapes the
 * old editor and the seed wrote that the editor's schema has no place for are moved to ones it
 * has (<font color>, colour on <strong> or <p>), so loading an activity loses no formatting. Out:
 * reduced to the policy again, with the editor's extra <p> inside cells and list items and its
 * empty paragraphs written as the old editor wrote them, so players see the same page.
 */

/** Inline declarations the editor keeps as text style marks. */
const MARK_STYLES = ['color', 'background-color', 'font-size'];

function parse(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  return root;
}

function wrapChildren(el: Element, wrapper: Element): void {
  wrapper.append(...el.childNodes);
  el.append(wrapper);
}

/** `prop:value;…` as the policy writes it (its values hold no semicolons or colons). */
const declarations = (style: string) =>
  style
    .split(';')
    .map((d) => d.split(':').map((part) => part.trim()) as [string, string])
    .filter(([prop, value]) => prop && value);

export function toEditor(html: string): string {
  const root = parse(sanitizeRichHtml(html));
  for (const font of root.querySelectorAll('font')) {
    const span = document.createElement('span');
    const colour = font.getAttribute('color');
    if (colour) span.setAttribute('style', `color:${colour}`);
    span.append(...font.childNodes);
    font.replaceWith(span);
  }
  for (const el of root.querySelectorAll('[style]')) {
    if (el.localName === 'span') continue;
    const all = declarations(el.getAttribute('style') ?? '');
    const marks = all.filter(([prop]) => MARK_STYLES.includes(prop));
    const weight = all.find(([prop]) => prop === 'font-weight')?.[1] ?? '';
    const rest = all.filter(([prop]) => !MARK_STYLES.includes(prop) && prop !== 'font-weight');
    if (marks.length) {
      const span = document.createElement('span');
      span.setAttribute('style', marks.map((d) => d.join(':')).join(';'));
      wrapChildren(el, span);
    }
    if (/^(bold|[6-9]00)$/.test(weight)) wrapChildren(el, document.createElement('strong'));
    if (rest.length) el.setAttribute('style', rest.map((d) => d.join(':')).join(';'));
    else el.removeAttribute('style');
  }
  return root.innerHTML;
}

/** rgb(200, 30, 58) back to #c81e3a: the editor writes styles through the CSSOM, which makes them rgb. */
function hex(value: string): string {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(value);
  if (!rgb) return value;
  return `#${rgb
    .slice(1)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;
}

export function fromEditor(html: string): string {
  const root = parse(sanitizeRichHtml(html));
  for (const el of root.querySelectorAll('[style]')) {
    const style = declarations(el.getAttribute('style') ?? '').map(
      ([prop, value]) => `${prop}:${hex(value)}`,
    );
    el.setAttribute('style', style.join(';'));
  }
  for (const cell of root.querySelectorAll('td, th, li')) {
    const only = cell.children.length === 1 ? cell.firstElementChild : null;
    const alone = [...cell.childNodes].every((n) => n === only || !n.textContent?.trim());
    if (only?.localName === 'p' && !only.attributes.length && alone) only.replaceWith(...only.childNodes);
  }
  const blocks = root.querySelectorAll('p');
  if (
    [...blocks].length === root.children.length &&
    !root.textContent?.trim() &&
    !root.querySelector('img')
  ) {
    return '';
  }
  while (root.lastElementChild?.localName === 'p' && !root.lastElementChild.childNodes.length) {
    root.lastElementChild.remove();
  }
  for (const p of blocks) if (!p.childNodes.length) p.append(document.createElement('br'));
  return root.innerHTML;
}
