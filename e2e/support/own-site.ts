import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CAPTCHA } from './browser.js';
import { playerWithCard, remoteApi } from './remote-site.js';
import { startServer } from '../../scripts/lib/server-process.js';

/**
 * A site a test file starts for itself, when it needs settings the shared one does not have (a
 * fast match clock): the demo site on a fresh SQLite file, the test captcha, `env` on top.
 */
export async function startOwnSite(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'own-site-'));
  const site = await startServer({
    DATABASE_URL: `sqlite:${join(dir, 'app.db')}`,
    DEMO_PROVIDER_DB: join(dir, 'demo-provider.db'),
    CAPTCHA_MODE: 'test',
    SEED_DEMO: 'on',
    ...env,
  });
  const api = remoteApi(() => site.baseURL);
  return {
    baseURL: site.baseURL,
    api,
    async stop() {
      await site.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    /**
     * A new player with a bound card and `amount` yuan paid in through the sandbox gateway (the
     * pay page's 模拟支付成功, credited from its signed callback); answers the session token.
     */
    async paidPlayer(name: string, amount: number): Promise<string> {
      const captcha = await api('/api/captcha');
      const token = await playerWithCard(api, name, {
        captcha_id: captcha.data.captcha_id,
        captcha: TEST_CAPTCHA,
      });
      const order = await api('/api/recharge', { paytype: 'alipay', amount }, token);
      if (order.code !== 200) throw new Error(`recharge: ${order.message}`);
      const info = await api('/api/payinfo', { deposit_no: order.message }, token);
      await fetch(new URL(`${info.data.pay_url}/paid`, site.baseURL), { method: 'POST' });
      for (let i = 0; i < 50; i++) {
        const balance = await api('/api/balance', {}, token);
        if (Number(balance.data?.balance) === amount) return token;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the deposit was not credited');
    },
  };
}

export type OwnSite = Awaited<ReturnType<typeof startOwnSite>>;
