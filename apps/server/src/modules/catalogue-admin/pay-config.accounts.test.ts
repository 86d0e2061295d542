import { describe, expect, it } from 'vitest';
import { HOSTILE_INPUT_MSG } from './hostile-input.js';
import { payConfigTests } from './pay-config.test-support.js';

const payConfig = payConfigTests();
const { admin, lastAudit, playerCall, tokens } = payConfig;

describe('receiving accounts', () => {
  const account = {
    bank_name: '中国银行',
    bank_no: '6217 8500 0001 2345 678',
    bank_owner: '深圳市金沙科技有限公司',
    bank_address: '深圳南山支行',
  };
  let id = 0;

  it('adds an account players see at once; lists show the number masked, the edit form in full', async () => {
    const res = await admin('POST', '/admin/api/pay-banks', tokens.finance, account);
    expect(res).toMatchObject({
      code: 200,
      message: '已添加收款账户',
      data: { bank_no: '6217850000012345678', state: 1 },
    });
    id = res.data.id;
    const accounts = (await playerCall('/api/getpaybank')).data;
    expect(accounts).toContainEqual({
      id,
      bank_data: {
        bank_name: '中国银行',
        bank_no: '6217850000012345678',
        bank_owner: account.bank_owner,
        bank_address: '深圳南山支行',
      },
    });

    const list = await admin('GET', '/admin/api/pay-banks?per_page=50', tokens.support);
    const row = list.data.data.find((b: { id: number }) => b.id === id);
    expect(row).toMatchObject({ bank_no: '6217 **** **** 5678', bank_name: '中国银行', state: 1 });
    expect(JSON.stringify(list.data)).not.toContain('6217850000012345678');
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, tokens.finance)).data.bank_no).toBe(
      '6217850000012345678',
    );
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, tokens.support)).status).toBe(403);
    expect((await admin('GET', `/admin/api/pay-banks/${id}`, tokens.operations)).status).toBe(403);
    const entry = await lastAudit('paybank.create');
    expect(entry.after).toMatchObject({ id, bank_no: '6217850000012345678' });
  });

  it('edits and disables an account; a disabled one leaves the player list; filters by state', async () => {
    const res = await admin('PUT', `/admin/api/pay-banks/${id}`, tokens.finance, {
      ...account,
      bank_address: '深圳福田支行',
      state: 0,
    });
    expect(res.data).toMatchObject({ bank_address: '深圳福田支行', state: 0 });
    expect((await playerCall('/api/getpaybank')).data.map((a: { id: number }) => a.id)).not.toContain(id);
    const off = await admin('GET', '/admin/api/pay-banks?state=0', tokens.finance);
    expect(off.data.data.map((b: { id: number }) => b.id)).toEqual([id]);
    const entry = await lastAudit('paybank.update');
    expect(entry.before).toMatchObject({ bank_address: '深圳南山支行', state: 1 });
    expect(entry.after).toMatchObject({ bank_address: '深圳福田支行', state: 0 });
    await admin('PUT', `/admin/api/pay-banks/${id}`, tokens.finance, { ...account, state: 1 });
  });

  it('refuses bad, duplicate and hostile accounts, changing nothing', async () => {
    const count = async () =>
      (await payConfig.t.database.db.selectFrom('pay_banks').select('id').execute()).length;
    const n = await count();
    expect(
      (await admin('POST', '/admin/api/pay-banks', tokens.finance, { ...account, bank_no: '12ab' })).message,
    ).toBe('收款账号须为 8-30 位数字');
    expect(
      (await admin('POST', '/admin/api/pay-banks', tokens.finance, { ...account, bank_owner: ' ' })).message,
    ).toBe('请填写收款人（2-50 个字）');
    expect((await admin('POST', '/admin/api/pay-banks', tokens.finance, account)).message).toBe(
      '该收款账号已存在',
    );
    const hostile = await admin('POST', '/admin/api/pay-banks', tokens.finance, {
      ...account,
      bank_no: '6222000000000001',
      bank_owner: '<script>alert(1)</script>',
    });
    expect(hostile.message).toBe(HOSTILE_INPUT_MSG);
    expect(await count()).toBe(n);
    const entry = await lastAudit('paybank.create');
    expect(entry).toMatchObject({ outcome: 'denied' });
    expect(entry.detail).toMatchObject({
      field: 'bank_owner',
      value: '<script>alert(1)</script>',
    });
    const before = await payConfig.t.database.db
      .selectFrom('pay_banks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await admin('PUT', `/admin/api/pay-banks/${id}`, tokens.finance, {
          ...account,
          bank_address: '<a href="javascript:alert(1)">x</a>',
        })
      ).message,
    ).toBe(HOSTILE_INPUT_MSG);
    expect((await admin('PUT', '/admin/api/pay-banks/99999', tokens.finance, account)).message).toBe(
      '收款账户不存在',
    );
    expect(
      await payConfig.t.database.db
        .selectFrom('pay_banks')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      (
        await admin('POST', '/admin/api/pay-banks', tokens.operations, {
          ...account,
          bank_no: '6222000000000002',
        })
      ).status,
    ).toBe(403);
  });
});
