import { describe, expect, it } from 'vitest';
import { call, signInOperator, useTestApp } from '../../test/helpers.js';
import { seedDemo } from './seed.js';

const t = useTestApp(signInOperator);

describe('the demo’s withdrawal in 风控审核', () => {
  it('is waiting with the reasons the default rules found, and seeding again adds nothing', async () => {
    await seedDemo(t.database.db, { demoPassword: 'demo8888', now: t.clock.now().getTime() });
    await seedDemo(t.database.db, { demoPassword: 'demo8888', now: t.clock.now().getTime() });
    const queue = await call(t.app, 'GET', '/admin/api/risk/withdrawals', undefined, { token: t.op });
    expect(queue.data.total).toBe(1);
    expect(queue.data.data[0]).toMatchObject({
      username: 'taoxian66',
      amount: '480.00',
      state: 'review',
      score: 50,
      withdrawal_state: 1,
      reasons: [
        {
          code: 'low_turnover',
          label: '投注不足（疑似套现）',
          detail: '有效投注 120.00 元 < 充值 500.00 元 × 1',
        },
        { code: 'new_card', label: '新绑定收款账户', detail: '银行卡 6217…6655 绑定 2.7 小时 < 24 小时' },
      ],
    });
  });
});
