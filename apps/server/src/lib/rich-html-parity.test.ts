// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { richHtmlSanitiser } from '@app/shared/rich-html-dom';
import { sanitizeRichHtml } from './sanitize.js';

/**
 * The server (sanitize-html) and the browsers (DOMPurify) apply the one policy of @app/shared:
 * over the same hostile inputs they keep the same document. Compared as parsed documents, since
 * the two write the same tree differently (`<img />` or `<img>`, entities, implied <tbody>).
 */
const browser = richHtmlSanitiser(window);
const tree = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

const HOSTILE = [
  '<script>alert(1)</script><p>ok</p>',
  '<p>a<script src="https://evil.example/x.js"></script>b</p>',
  '<img src=x onerror="alert(1)">',
  '<p onclick="x()" onmouseover=y()>c</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;&#x61;vascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="mailto:a@b.c" title="t">x</a>',
  '<a href="https://example.com/a?b=1&amp;c=2" target="_self" rel="opener">ok</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" alt="">',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="/img/banner-1.svg" alt="banner" width="100" height="50" data-x="1" aria-label="y">',
  '<svg onload=alert(1)><p>b</p></svg>',
  '<svg><script>alert(1)</script><text>t</text></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<iframe src="https://evil"></iframe><p>a</p>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object><embed src="x.swf">',
  '<form action="https://evil"><input name="q" value="v">' +
    '<button formaction="javascript:alert(1)">b</button></form>',
  '<template><img src=x onerror=alert(1)></template><p>t</p>',
  '<style>p{background:url(javascript:alert(1))}</style><p>s</p>',
  '<p style="color:red;position:fixed">a</p>',
  '<p style="width:expression(alert(1))">e</p>',
  '<p style="background-color:url(javascript:alert(1));color:#c81e3a">u</p>',
  '<p style="color:red;background-image:url(https://evil/x.png)">bg</p>',
  '<span style="font-size:14px;font-weight:bold;text-align:center">f</span>',
  '<div style="behavior:url(x.htc);-moz-binding:url(x)">d</div>',
  '<<script>alert(1);//<</script>p>x',
  '<scr<script>ipt>alert(1)</script>',
  '<p title="a"><img """><script>alert(1)</script>">',
  '<!-- <img src=x onerror=alert(1)> --><p>c</p>',
  '<p>x</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil/">',
  '<link rel="stylesheet" href="https://evil/x.css"><p>l</p>',
  '<table><tr><td colspan="2" onclick="x()" align="center">1</td></tr></table>',
  '<font color="red" face="x" onmouseover="y()">f</font>',
  '<textarea><img src=x onerror=alert(1)></textarea><p>t</p>',
  '<select><option><img src=x onerror=alert(1)></option></select>',
  '<details open ontoggle=alert(1)><summary>s</summary></details>',
  '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)></audio>',
  '<p id="x" class="y" name="z">attributes</p>',
];

/**
 * Where the two parsers build different trees (htmlparser2 is not an HTML5 tree builder): an <a>
 * inside <svg> is HTML to the server and SVG to a browser (DOMPurify drops it), <noscript> is read
 * differently, and browsers carry open <b><i> past </p>. Each side keeps less than or as much as
 * the other, and neither keeps anything that runs (the last test).
 */
const PARSER_DIFFERENCES = [
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p><b>unclosed <i>nesting</p> after',
];

const ORDINARY = [
  '<h3>活动内容</h3><p>新注册会员完成首笔存款后，即可获得首存金额 <strong style="color:#c81e3a">88%</strong> 的彩金。</p>',
  '<table><thead><tr><th>首存金额</th><th>赠送比例</th></tr></thead>' +
    '<tbody><tr><td align="center">100元以上</td><td align="center">88%</td></tr></tbody></table>',
  '<ol><li>每位会员仅可申请一次</li><li>以北京时间为准</li></ol><ul><li><p>a</p></li></ul>',
  '<p style="text-align:center"><a href="/#/discount" rel="noopener noreferrer" target="_blank">查看</a> ' +
    '<img src="https://example.com/a.png" alt=""></p>',
  '<p><span style="color:#1677ff">蓝</span><em>斜</em><u>下划线</u><s>删除</s><br>换行</p>' +
    '<hr><blockquote>引</blockquote>',
];

describe('server and browser sanitisers, one policy', () => {
  it.each(HOSTILE)('keep the same document of %s', (input) => {
    expect(tree(browser(input))).toBe(tree(sanitizeRichHtml(input)));
  });

  it.each(ORDINARY)('keep ordinary content whole: %s', (input) => {
    const served = sanitizeRichHtml(input);
    expect(tree(served)).toBe(tree(input));
    expect(tree(browser(served))).toBe(tree(served));
  });

  it('leave nothing that runs in what either keeps', () => {
    const inputs = [...HOSTILE, ...PARSER_DIFFERENCES];
    for (const output of inputs.flatMap((input) => [browser(input), sanitizeRichHtml(input)])) {
      const template = document.createElement('template');
      template.innerHTML = output;
      for (const el of template.content.querySelectorAll('*')) {
        expect(['script', 'iframe', 'svg', 'math', 'style', 'object', 'embed']).not.toContain(el.localName);
        for (const attr of el.attributes) {
          expect(attr.name).not.toMatch(/^on/);
          expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data):/i);
        }
      }
    }
  });
});
