import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml, stripTags } from './sanitize.js';

describe('rich content sanitising', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer" target="_blank">x</a>'],
    ['<iframe src="https://evil"></iframe><p>a</p>', '<p>a</p>'],
    ['<p style="color:red;position:fixed">a</p>', '<p style="color:red">a</p>'],
    ['<svg onload=alert(1)><p>b</p></svg>', '<p>b</p>'],
    ['<p onclick="x()">c</p>', '<p>c</p>'],
  ])('cleans %s', (input, output) => {
    expect(sanitizeRichHtml(input)).toBe(output);
  });

  it('keeps ordinary promotion markup', () => {
    const html =
      '<h3>活动内容</h3><p style="text-align:center"><strong>首存送88%</strong></p>' +
      '<img src="/img/banner-1.svg" alt="banner" /><table><tr><td>1</td></tr></table>';
    expect(sanitizeRichHtml(html)).toContain('<strong>首存送88%</strong>');
    expect(sanitizeRichHtml(html)).toContain('<img src="/img/banner-1.svg" alt="banner" />');
  });

  it('strips every tag from plain fields', () => {
    expect(stripTags('<b>张三</b><script>x</script>')).toBe('张三');
    expect(stripTags('存100送50 & 返水<1%')).toBe('存100送50 & 返水<1%');
  });
});
