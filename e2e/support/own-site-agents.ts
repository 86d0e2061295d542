import { TEST_CAPTCHA } from './browser.js';
import { ADMIN_INITIAL_PASSWORD, ADMIN_PASSWORD } from './operator-passwords.js';
import type { OwnSite } from './own-site.js';
import { PASSWORD, PAY_PASSWORD, REALNAME } from './players.js';

/**
 * The agent programme on a site a test file starts itself (startOwnSite with ADMIN_INITIAL_PASSWORD):
 * the first operator's calls, an agent made by the back office on a plan of the test's own, and a
 * player session by name.
 */
export async function ownSiteOperator(site: OwnSite) {
  const first = await site.api('/admin/api/login', { username: 'admin', password: ADMIN_INITIAL_PASSWORD });
  if (first.code !== 200) throw new Error(`operator login: ${first.message}`);
  const token = first.data.token as string;
  // The first login must replace the initial password before anything else.
  const changed = await site.api(
    '/admin/api/password',
    { old_password: ADMIN_INITIAL_PASSWORD, new_password: ADMIN_PASSWORD },
    token,
  );
  if (changed.code !== 200) throw new Error(`operator password: ${changed.message}`);
  return async function admin<T = any>(path: string, body?: unknown): Promise<T> {
    const answer = await site.api(path, body, token);
    if (answer.code !== 200) throw new Error(`${path}: ${answer.message}`);
    return answer.data as T;
  };
}

export type Operator = Awaited<ReturnType<typeof ownSiteOperator>>;

export async function captchaAnswer(site: OwnSite) {
  return { captcha_id: (await site.api('/api/captcha')).data.captcha_id as string, captcha: TEST_CAPTCHA };
}

export async function ownSitePlayerToken(site: OwnSite, name: string): Promise<string> {
  const login = await site.api('/api/login_pc', { name, password: PASSWORD, ...(await captchaAnswer(site)) });
  if (login.code !== 200) throw new Error(`login ${name}: ${login.message}`);
  return login.data.new_api_token as string;
}

/** Registers `name`, makes it an agent and puts it on a new plan `plan` (the back office's forms). */
export async function makeAgent(site: OwnSite, admin: Operator, name: string, plan: object): Promise<number> {
  const registered = await site.api('/api/register', {
    name,
    password: PASSWORD,
    confirmPass: PASSWORD,
    realname: REALNAME,
    paypassword: PAY_PASSWORD,
    ...(await captchaAnswer(site)),
  });
  if (registered.code !== 200) throw new Error(`register: ${registered.message}`);
  const userId = (await site.api('/api/user', {}, registered.data.api_token)).data.id as number;
  await admin('/admin/api/agents/make', { username: name });
  const planName = `方案${userId}`;
  await admin('/admin/api/agent-plans', { ...plan, name: planName });
  const plans = await admin<{ id: number; name: string }[]>('/admin/api/agent-plans');
  const created = plans.find((p) => p.name === planName);
  if (!created) throw new Error('the plan was not created');
  await admin(`/admin/api/agents/${userId}/plan`, { plan_id: created.id });
  return userId;
}
