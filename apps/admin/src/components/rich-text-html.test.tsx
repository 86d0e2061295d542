import { describe, expect, it } from 'vitest';
import { fromEditor, toEditor } from './rich-text-html';

describe('rich HTML in and out of the editor', () => {
  it('moves the old shapes to ones the editor holds, within the policy', () => {
    expect(toEditor('<p><font color="#d4380d">旧</font></p>')).toBe(
      '<p><span style="color:#d4380d">旧</span></p>',
    );
    expect(toEditor('<strong style="color:#c81e3a">88%</strong>')).toBe(
      '<strong><span style="color:#c81e3a">88%</span></strong>',
    );
    expect(toEditor('<p style="text-align:center;font-weight:bold">x</p>')).toBe(
      '<p style="text-align:center"><strong>x</strong></p>',
    );
    expect(toEditor('<p onclick="x()">a<script>alert(1)</script></p><img src="javascript:x">')).toBe(
      '<p>a</p><img>',
    );
  });

  it('writes what the editor made as stored content looks', () => {
    const html =
      '<p><span style="color: rgb(200, 30, 58)">红</span></p><p></p>' +
      '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup>' +
      '<tbody><tr><td><p>1</p></td></tr></tbody></table><ol><li><p>a</p></li></ol><p></p>';
    expect(fromEditor(html)).toBe(
      '<p><span style="color:#c81e3a">红</span></p><p><br></p>' +
        '<table><tbody><tr><td>1</td></tr></tbody></table><ol><li>a</li></ol>',
    );
    expect(fromEditor('<p></p>')).toBe('');
    expect(fromEditor('<p><img src="/img/a.png"></p>')).toBe('<p><img src="/img/a.png"></p>');
  });
});
