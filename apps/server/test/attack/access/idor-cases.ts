import type { Attacker, Victim } from './victim.js';

/** A player field that names a stored object, aimed at the victim's by the attacker. */
export interface IdorCase {
  route: string;
  field: string;
  /** The call with the victim's object. */
  body: (victim: Victim) => Record<string, unknown>;
  /** The same call with the attacker's own object, which passes. */
  own: (attacker: Attacker) => Record<string, unknown>;
}

export const IDOR_CASES: IdorCase[] = [
  {
    route: 'POST /api/delcard',
    field: 'id',
    body: (victim) => ({ id: victim.cardId, pay_pass: '123456' }),
    own: () => ({ id: -1, pay_pass: '123456' }),
  },
  {
    route: 'POST /api/withdraw',
    field: 'bank',
    body: (victim) => ({ amount: 100, bank: victim.cardId, password: '123456' }),
    own: (attacker) => ({ amount: 100, bank: attacker.cardId, password: '123456' }),
  },
  {
    route: 'POST /api/payinfo',
    field: 'deposit_no',
    body: (victim) => ({ deposit_no: victim.depositNo }),
    own: (attacker) => ({ deposit_no: attacker.ownDepositNo }),
  },
  {
    route: 'POST /api/payinfo',
    field: 'deposit_no',
    body: (victim) => ({ deposit_no: victim.bankDepositNo }),
    own: (attacker) => ({ deposit_no: attacker.ownDepositNo }),
  },
  {
    route: 'POST /api/readmessage',
    field: 'id',
    body: (victim) => ({ id: victim.messageId }),
    own: (attacker) => ({ id: attacker.ownMessageId }),
  },
  {
    route: 'POST /api/bindcard',
    field: 'bank_no',
    body: (victim) => ({
      type: 1,
      bank: '中国银行',
      bank_no: victim.bankNo,
      bank_owner: '王五',
      bank_address: '北京分行',
      pay_pass: '123456',
    }),
    own: () => ({
      type: 1,
      bank: '中国银行',
      bank_no: `6222${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
      bank_owner: '王五',
      bank_address: '北京分行',
      pay_pass: '123456',
    }),
  },
];

/** `<route> <field>` of every case: the id-taking player fields that have an other-player case. */
export const IDOR_FIELDS = new Set(IDOR_CASES.map((c) => `${c.route} ${c.field}`));
// bindcard's "bank" is the bank's name, listed with its card-number case.
IDOR_FIELDS.add('POST /api/bindcard bank');
