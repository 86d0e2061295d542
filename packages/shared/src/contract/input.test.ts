import { describe, expect, it } from 'vitest';
import { INT4_MAX, multiline, rowId, text } from './input.js';

describe('request primitives', () => {
  it('take any printable text, emoji and right-to-left scripts on one line', () => {
    for (const ok of ['王五', 'abc 123', '😀👍🏽', 'مرحبا', '‮abc'])
      expect(text(32).safeParse(ok).success, ok).toBe(true);
  });

  it('refuse NUL, other control characters and lone surrogate halves', () => {
    for (const bad of [
      'ab\u0000c',
      'a\u0007',
      'a\u001b[0m',
      'x\u007f',
      'x\u0085',
      'a\nb',
      'a\tb',
      '\ud800',
      'a\udc00b',
    ])
      expect(text(32).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('keep tab and line breaks where text spans lines, nothing else', () => {
    expect(multiline(32).safeParse('第一行\r\n第二行\t完').success).toBe(true);
    for (const bad of ['a\u0000', 'a\u000b', '\ud83d'])
      expect(multiline(32).safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('bound ids to a PostgreSQL integer', () => {
    expect(rowId.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of [INT4_MAX + 1, 0, -1, 1.5, '1e20', 'NaN', 'Infinity', ''])
      expect(rowId.safeParse(bad).success, String(bad)).toBe(false);
  });
});
