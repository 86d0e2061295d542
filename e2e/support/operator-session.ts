import { ADMIN_INITIAL_PASSWORD, ADMIN_PASSWORD } from './operator-passwords.js';

interface Answer {
  code?: number;
  message?: string;
  data?: { token?: string } | null;
}

async function post(url: string, body: object, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { code: response.status, ...((await response.json()) as Answer) };
}

/**
 * The first operator's one API session for a whole browser-test run (global-setup hands it to every
 * file): signed in with the initial password, which the first sign-in must replace. The back office
 * takes 30 sign-ins per address in 10 minutes (and locks an account after 5 wrong passwords); a
 * sign-in per test file, besides the sign-ins the tests make through the form, used that up in
 * a full run.
 */
export async function signInFirstOperator(baseURL: string): Promise<string> {
  const login = await post(`${baseURL}/admin/api/login`, {
    username: 'admin',
    password: ADMIN_INITIAL_PASSWORD,
  });
  const token = login.data?.token;
  if (login.code !== 200 || !token) throw new Error(`first operator login: ${login.code} ${login.message}`);
  const changed = await post(
    `${baseURL}/admin/api/password`,
    { old_password: ADMIN_INITIAL_PASSWORD, new_password: ADMIN_PASSWORD },
    token,
  );
  if (changed.code !== 200) throw new Error(`first operator password change: ${changed.message}`);
  return token;
}
