import { describe, expect, it } from 'vitest';
import { CARD_MSG } from '@app/shared';
import { call, registerPlayer, tronAddress, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

const TRC = Array.from({ length: 6 }, () => tronAddress());
let cardSeq = 0;
const cardNo = () => `62220202${String(Date.now() % 1e7).padStart(7, '0')}${cardSeq++}`.slice(0, 19);
const bankCard = (patch: Record<string, unknown> = {}) => ({
  bank: '中国银行',
  bank_no: cardNo(),
  bank_owner: '王五',
  bank_address: '北京朝阳支行',
  pay_pass: '123456',
  ...patch,
});
const usdt = (address: string, patch: Record<string, unknown> = {}) => ({
  bank: 'USDT',
  bank_no: address,
  bank_owner: 'TRC20',
  pay_pass: '123456',
  ...patch,
});
const bind = (token: string, body: unknown) => call(t.app, 'POST', '/api/bindcard', body, { token });
const list = (token: string, type: number) => call(t.app, 'POST', '/api/getcard', { type }, { token });

describe('bank list', () => {
  it('lists the seeded banks with id and bank_name', async () => {
    const res = await call(t.app, 'POST', '/api/banklist', {});
    expect(res.data.length).toBeGreaterThanOrEqual(10);
    expect(res.data[0]).toEqual({ id: expect.any(Number), bank_name: '中国工商银行' });
  });
});

describe('binding bank cards', () => {
  it('binds a card, lists it masked, never returns the full number', async () => {
    const { token } = await registerPlayer(t.app);
    const body = bankCard({ bank_no: '6222020200112233' });
    expect(await bind(token, body)).toMatchObject({ code: 200, message: CARD_MSG.bindSuccess });
    const res = await list(token, 1);
    expect(res.data).toEqual([
      {
        id: expect.any(Number),
        type: 1,
        bank: '中国银行',
        bank_no: '6222 **** **** 2233',
        bank_owner: '王五',
        bank_address: '北京朝阳支行',
        ico: '/img/cards/bank.svg',
      },
    ]);
    expect(JSON.stringify(res)).not.toContain('6222020200112233');
  });

  it.each([
    [{ bank_owner: '' }, CARD_MSG.holderRequired],
    [{ bank: '' }, CARD_MSG.bankRequired],
    [{ bank_address: '' }, CARD_MSG.branchRequired],
    [{ bank_no: '' }, CARD_MSG.cardNoRequired],
    [{ pay_pass: '' }, CARD_MSG.payPassRequired],
    [{ bank_no: '1234567' }, CARD_MSG.cardNoLength],
    [{ bank_no: "1234' OR 1=1" }, CARD_MSG.cardNoLength],
    [{ pay_pass: '123' }, CARD_MSG.payPassLength],
    [{ bank_owner: '李四' }, CARD_MSG.holderMismatch],
    [{ bank: '不存在银行' }, CARD_MSG.unknownBank],
  ])('refuses %o with its message and binds nothing', async (patch, message) => {
    const { token } = await registerPlayer(t.app);
    expect(await bind(token, bankCard(patch))).toMatchObject({ code: 400, message });
    expect((await list(token, 1)).data).toEqual([]);
  });

  it('checks the payment password and counts failures', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await bind(token, bankCard({ pay_pass: '654321' }))).message).toBe('支付密码错误，还可尝试4次');
    expect((await list(token, 1)).data).toEqual([]);
  });

  it('allows 5 bank cards and refuses the sixth, even when 3 race for the last places', async () => {
    const { token } = await registerPlayer(t.app);
    for (let i = 0; i < 3; i++) expect((await bind(token, bankCard())).code).toBe(200);
    const racing = await Promise.all([
      bind(token, bankCard()),
      bind(token, bankCard()),
      bind(token, bankCard()),
    ]);
    expect(racing.filter((r) => r.code === 200)).toHaveLength(2);
    expect(racing.find((r) => r.code !== 200)?.message).toBe(CARD_MSG.tooManyCards);
    expect((await list(token, 1)).data).toHaveLength(5);
    expect((await bind(token, bankCard())).message).toBe(CARD_MSG.tooManyCards);
  });

  it('refuses a card another player already bound', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const number = cardNo();
    expect((await bind(a.token, bankCard({ bank_no: number }))).code).toBe(200);
    expect((await bind(b.token, bankCard({ bank_no: number }))).message).toBe(CARD_MSG.duplicate);
  });
});

describe('binding wallet addresses', () => {
  it('binds USDT TRC20 and ERC20 addresses and AnToken TRC20, shown in full', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await bind(token, usdt(TRC[0]!))).code).toBe(200);
    expect(
      (await bind(token, usdt('0x52908400098527886E0F7030069857D2E4169EE7', { bank_owner: 'ERC20' }))).code,
    ).toBe(200);
    expect(
      (await bind(token, { bank: 'antoken', bank_no: TRC[1], bank_owner: 'TRC20', pay_pass: '123456' })).code,
    ).toBe(200);
    const wallets = (await list(token, 2)).data;
    expect(wallets.map((w: { bank_no: string; bank_owner: string }) => [w.bank_owner, w.bank_no])).toEqual([
      ['TRC20', TRC[0]],
      ['ERC20', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ]);
    expect((await list(token, 4)).data).toMatchObject([
      { bank: 'antoken', bank_no: TRC[1], ico: '/img/cards/antoken.svg' },
    ]);
  });

  it('refuses malformed or mistyped addresses and a token wallet on ERC20', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await bind(token, usdt(''))).message).toBe(CARD_MSG.usdtAddressRequired);
    expect((await bind(token, usdt(TRC[0]!, { bank_owner: '' }))).message).toBe(CARD_MSG.protocolRequired);
    const typo = TRC[2]!.slice(0, -1) + (TRC[2]!.endsWith('a') ? 'b' : 'a');
    expect((await bind(token, usdt(typo))).message).toBe(CARD_MSG.addressFormat); // checksum
    expect((await bind(token, usdt(TRC[0]!, { bank_owner: 'ERC20' }))).message).toBe(CARD_MSG.addressFormat);
    expect(
      (await bind(token, { bank: 'antoken', bank_no: '', bank_owner: 'TRC20', pay_pass: '123456' })).message,
    ).toBe(CARD_MSG.walletAddressRequired);
    expect(
      (
        await bind(token, {
          bank: 'antoken',
          bank_no: '0x52908400098527886E0F7030069857D2E4169EE7',
          bank_owner: 'ERC20',
          pay_pass: '123456',
        })
      ).message,
    ).toBe(CARD_MSG.tokenTrc20Only);
    expect((await list(token, 2)).data).toEqual([]);
  });

  it('allows 5 addresses per type', async () => {
    const { token } = await registerPlayer(t.app);
    for (let i = 0; i < 5; i++) expect((await bind(token, usdt(tronAddress()))).code).toBe(200);
    expect((await bind(token, usdt(tronAddress()))).message).toBe(CARD_MSG.tooManyAddresses);
  });
});

describe('unbinding', () => {
  it('needs a 6-digit payment password, the right one, and the player’s own card', async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    await bind(owner.token, bankCard());
    const [card] = (await list(owner.token, 1)).data;
    const del = (token: string, id: number, pay_pass: string) =>
      call(t.app, 'POST', '/api/delcard', { id, pay_pass }, { token });

    expect((await del(owner.token, card.id, '12345')).message).toBe(CARD_MSG.unbindPayPass);
    expect((await del(owner.token, card.id, '000000')).message).toBe('支付密码错误，还可尝试4次');
    expect((await del(other.token, card.id, '123456')).message).toBe(CARD_MSG.notFound);
    expect((await list(owner.token, 1)).data).toHaveLength(1);

    expect(await del(owner.token, card.id, '123456')).toMatchObject({
      code: 200,
      message: CARD_MSG.unbindSuccess,
    });
    expect((await list(owner.token, 1)).data).toEqual([]);
    expect((await del(owner.token, card.id, '123456')).message).toBe(CARD_MSG.notFound);
  });

  it('frees the number for binding again', async () => {
    const { token } = await registerPlayer(t.app);
    const number = cardNo();
    await bind(token, bankCard({ bank_no: number }));
    const [card] = (await list(token, 1)).data;
    await call(t.app, 'POST', '/api/delcard', { id: card.id, pay_pass: '123456' }, { token });
    expect((await bind(token, bankCard({ bank_no: number }))).code).toBe(200);
  });
});

describe('access', () => {
  it('every card call but the bank list needs a session', async () => {
    for (const path of ['/api/getcard', '/api/bindcard', '/api/delcard']) {
      expect((await call(t.app, 'POST', path, {})).status).toBe(401);
    }
  });
});
