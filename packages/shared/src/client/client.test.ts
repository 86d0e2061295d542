import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, messageOr, refusalText } from './errors.js';
import { formatYuan } from './money.js';
import { createTokenStore } from './token-store.js';

describe('formatYuan', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatYuan('1234.5')).toBe('1,234.50');
    expect(formatYuan(1234567.89)).toBe('1,234,567.89');
    expect(formatYuan(' 88 ')).toBe('88.00');
    expect(formatYuan('999')).toBe('999.00');
    expect(formatYuan('0.01')).toBe('0.01');
    expect(formatYuan('1234567890123.45')).toBe('1,234,567,890,123.45');
  });

  it('keeps the sign of a negative amount, but never shows "-0.00"', () => {
    expect(formatYuan('-1234.5')).toBe('-1,234.50');
    expect(formatYuan(-5)).toBe('-5.00');
    expect(formatYuan('-0')).toBe('0.00');
    expect(formatYuan('-0.00')).toBe('0.00');
  });

  it('shows 0.00 for anything that is not an amount, never NaN', () => {
    for (const bad of [null, undefined, '', 'abc', '1.234', '1e5', 'NaN', Number.NaN, '--1', '1,000']) {
      expect(formatYuan(bad)).toBe('0.00');
    }
  });
});

describe('error texts', () => {
  const refusal = new ApiError(400, '余额不足');
  const offline = new NetworkError();

  it('carries the envelope code on a refusal and a Chinese text on a network error', () => {
    expect(refusal.code).toBe(400);
    expect(refusal.name).toBe('ApiError');
    expect(offline.name).toBe('NetworkError');
    expect(offline.message).toBe('网络异常，请检查网络后重试');
    expect(new NetworkError('服务器无响应，请稍后再试').message).toBe('服务器无响应，请稍后再试');
  });

  it('refusalText: only the server refusal has a text; anything else is undefined', () => {
    expect(refusalText(refusal)).toBe('余额不足');
    expect(refusalText(offline)).toBeUndefined();
    expect(refusalText(new Error('boom'))).toBeUndefined();
    expect(refusalText('text')).toBeUndefined();
  });

  it("messageOr: any error's own text, else the fallback", () => {
    expect(messageOr(refusal, '操作失败')).toBe('余额不足');
    expect(messageOr(offline, '操作失败')).toBe('网络异常，请检查网络后重试');
    expect(messageOr(new Error(''), '操作失败')).toBe('操作失败');
    expect(messageOr(new ApiError(500, ''), '操作失败')).toBe('操作失败');
    expect(messageOr({ message: 'not an Error' }, '操作失败')).toBe('操作失败');
    expect(messageOr(undefined, '操作失败')).toBe('操作失败');
  });
});

describe('createTokenStore', () => {
  it('starts from the stored token, writes every change through and tells the listeners', () => {
    const written: (string | null)[] = [];
    const store = createTokenStore(
      () => 'stored',
      (token) => written.push(token),
    );
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBe('stored');

    store.set('next');
    expect(store.get()).toBe('next');
    store.set(null);
    expect(store.get()).toBeNull();
    expect(written).toEqual(['next', null]);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the token in memory when the write throws (blocked storage), but tells nobody', () => {
    const store = createTokenStore(
      () => null,
      () => {
        throw new Error('SecurityError');
      },
    );
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.set('t')).toThrow('SecurityError');
    expect(store.get()).toBe('t');
    expect(listener).not.toHaveBeenCalled();
  });
});
