import { describe, expect, it } from 'vitest';
import { hasMarkup } from './markup.js';
import { hasHostileHtml, isPolicyUrl, policyStyle } from './rich-html-rules.js';

describe('the rich HTML policy rules', () => {
  it.each([
    ['/img/a.png', true],
    ['https://example.com/x', true],
    ['promo.html', true],
    ['#top', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['jav<!-- x -->ascript:alert(1)', false],
    ['data:text/html,x', false],
    ['//evil.example', false],
    ['\\\\evil.example', false],
    ['mailto:a@b.c', false],
  ])('address %s allowed: %s', (url, allowed) => {
    expect(isPolicyUrl(url)).toBe(allowed);
  });

  it.each([
    ['color:red;position:fixed', 'color:red'],
    ['COLOR:red', ''],
    ['color: #B5162D ; text-align: center', 'color:#B5162D;text-align:center'],
    ['color:red !important', 'color:red !important'],
    ['width:expression(alert(1))', ''],
    ['background-color:url(javascript:alert(1))', ''],
    ['color:/* x */red', 'color:red'],
    ['color:rgb(1,2,3', ''],
    ['font-size:12px;font-weight:bold', 'font-size:12px;font-weight:bold'],
  ])('style %s becomes %s', (style, kept) => {
    expect(policyStyle(style)).toBe(kept);
  });

  it('refuses script in rich content and markup in plain text', () => {
    for (const html of [
      '<p>x</p><script>1</script>',
      '<a href="vbscript:x">a</a>',
      '<img src="data:x">',
      '<p onclick="x()">',
    ]) {
      expect(hasHostileHtml(html), html).toBe(true);
    }
    expect(hasHostileHtml('<p style="color:red"><a href="/x">x</a></p>')).toBe(false);
    for (const text of ['<b>x</b>', 'livescript:x', 'a onload=b', '< script'])
      expect(hasMarkup(text), text).toBe(true);
    expect(hasMarkup('存100送50 & 返水<1%')).toBe(false);
  });
});
