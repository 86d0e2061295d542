import type { AppInfo, UserInfo } from '@app/shared';

/**
 * Where the spec says each value lives: the session token dies with the tab (sessionStorage);
 * profile, site info, referral id and device token survive restarts (localStorage).
 */
const KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  appInfo: 'appInfo',
  messageNum: 'messageNum',
  pid: 'pid',
  deviceToken: 'device_token',
} as const;

function read(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null; // storage can be blocked (private mode, quota); the app must still run
  }
}

function write(store: Storage, key: string, value: string | null): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // see read()
  }
}

function readJson<T>(key: string): T | null {
  const text = read(localStorage, key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export const storage = {
  getToken: () => read(sessionStorage, KEYS.token),
  setToken: (token: string | null) => write(sessionStorage, KEYS.token, token),

  getUserInfo: () => readJson<UserInfo>(KEYS.userInfo),
  setUserInfo: (user: UserInfo | null) =>
    write(localStorage, KEYS.userInfo, user ? JSON.stringify(user) : null),

  getAppInfo: () => readJson<AppInfo>(KEYS.appInfo),
  setAppInfo: (info: AppInfo) => write(localStorage, KEYS.appInfo, JSON.stringify(info)),

  getMessageNum: () => Number(read(localStorage, KEYS.messageNum) ?? 0) || 0,
  setMessageNum: (count: number) => write(localStorage, KEYS.messageNum, String(count)),

  getPid: () => read(localStorage, KEYS.pid),
  setPid: (pid: string | null) => write(localStorage, KEYS.pid, pid),

  getDeviceToken: () => read(localStorage, KEYS.deviceToken),
  setDeviceToken: (token: string) => write(localStorage, KEYS.deviceToken, token),
};

/** Per-tab flags such as "announcement dismissed" or "welcome modal shown". */
export const sessionFlags = {
  has: (key: string) => read(sessionStorage, key) === '1',
  set: (key: string) => write(sessionStorage, key, '1'),
};
