import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_KEY, deviceId, forgetDeviceIdForTests } from './device-id.js';
import { fetchEnvelope } from './envelope-fetch.js';

function fakeStorage(initial: Record<string, string> = {}, blocked = false) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => {
      if (blocked) throw new Error('SecurityError');
      return data.get(k) ?? null;
    },
    setItem: (k: string, v: string) => {
      if (blocked) throw new Error('SecurityError');
      data.set(k, v);
    },
  };
}

beforeEach(() => forgetDeviceIdForTests());
afterEach(() => vi.unstubAllGlobals());

describe('deviceId', () => {
  it('creates a random id once, stores it, and gives the same id on every later call', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const first = deviceId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(first);
    expect(deviceId()).toBe(first);
    // A reload (fresh module state) reads it back from storage.
    forgetDeviceIdForTests();
    expect(deviceId()).toBe(first);
  });

  it('replaces a stored value the server would drop, and two browsers get different ids', () => {
    const storage = fakeStorage({ [DEVICE_ID_KEY]: 'bad id!' });
    vi.stubGlobal('localStorage', storage);
    const id = deviceId();
    expect(id).not.toBe('bad id!');
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(id);
    forgetDeviceIdForTests();
    vi.stubGlobal('localStorage', fakeStorage());
    expect(deviceId()).not.toBe(id);
  });

  it('keeps one id for the page when storage is blocked', () => {
    vi.stubGlobal('localStorage', fakeStorage({}, true));
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId()).toBe(id);
  });

  it('is sent as X-Device-Id on every call through fetchEnvelope', async () => {
    vi.stubGlobal('localStorage', fakeStorage());
    const spy = vi.fn(async () => new Response('{"code":200,"message":"","data":null}'));
    vi.stubGlobal('fetch', spy);
    await fetchEnvelope({ method: 'GET', url: '/a', token: null });
    await fetchEnvelope({ method: 'POST', url: '/b', token: 't', body: { x: 1 } });
    const sent = spy.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(sent.map((h) => (h as Record<string, string>)['X-Device-Id'])).toEqual([deviceId(), deviceId()]);
  });
});
