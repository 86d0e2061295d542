import type { Kysely, Selectable } from 'kysely';
import { RANGE_KEYS, formatFen, settingTexts, type RangeKey } from '@app/shared';
import { inTransaction } from '../../db/database.js';
import type { DB, PayBanksTable, PayChannelsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { payConfig } from '../deposits/deposits.public.js';
import type { SettingsService } from '../site/settings.service.js';
import type { Actor } from './actor.js';
import {
  PAYMENT_SETTING_KEYS,
  channelValues,
  cleanBank,
  type BankInput,
  type ChannelPatch,
  type PaymentSettings,
} from './pay-config-rules.js';

export const PAY_CHANNEL_LABEL: Record<RangeKey, string> = {
  antoken: 'AnToken 钱包',
  'usdt-trc20': 'USDT（TRC20）',
  'usdt-erc20': 'USDT（ERC20）',
  bank: '银行卡转账',
  wechat: '微信支付',
  alipay: '支付宝',
};

/** "6212 **** **** 5432": enough to tell accounts apart in a list or an export. */
export function maskAccountNo(no: string): string {
  return no.length <= 8 ? `${no.slice(0, 2)}****` : `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
}

function channelView(c: Selectable<PayChannelsTable>) {
  return {
    key: c.key,
    label: PAY_CHANNEL_LABEL[c.key as RangeKey] ?? c.key,
    enabled: Number(c.enabled),
    min: formatFen(Number(c.min_fen)),
    max: formatFen(Number(c.max_fen)),
    sort: Number(c.sort),
  };
}

function bankView(b: Selectable<PayBanksTable>) {
  return {
    id: b.id,
    bank_name: b.bank_name,
    bank_no: b.bank_no,
    bank_owner: b.bank_owner,
    bank_address: b.bank_address,
    state: Number(b.state),
    created_at: formatBeijing(new Date(Number(b.created_at))),
  };
}

/**
 * Deposit channels (switch, range, order), the receiving bank accounts players transfer to, and
 * the USDT rate and withdrawal rules. Each change is one transaction with its audit entry
 * (before and after), so a change is never recorded without happening or the reverse.
 */
export function createPayConfigService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, clock, settings, audit } = deps;

  return {
    async channels() {
      const rows = await payConfig.channels(db);
      return rows.filter((r) => (RANGE_KEYS as readonly string[]).includes(r.key)).map(channelView);
    },

    async updateChannel(actor: Actor, key: string, patch: ChannelPatch) {
      return inTransaction(db, async (trx) => {
        // A no-op write takes the row lock first: two operators' edits apply one after the other.
        const locked = await payConfig.lockChannel(trx, key);
        const row = locked ? await payConfig.channel(trx, key) : undefined;
        if (!row) throw new AppError('支付通道不存在');
        const next = channelValues(row, patch);
        await payConfig.updateChannel(trx, key, next);
        const before = channelView(row);
        const after = channelView({ ...row, ...next });
        await audit.record(
          {
            ...actor,
            action: 'paychannel.update',
            target: { type: 'pay_channel', id: key },
            before,
            after,
          },
          trx,
        );
        return after;
      });
    },

    /** Receiving accounts for lists: the account number masked. */
    async banks(filter: { state?: 0 | 1; page: number; perPage: number }) {
      const { total, rows } = await payConfig.banksPage(db, filter);
      return {
        total,
        data: rows.map((b) => ({ ...bankView(b), bank_no: maskAccountNo(b.bank_no) })),
      };
    },

    /** One account in full, for the edit form of those who may change it. */
    async bank(id: number) {
      const row = await payConfig.bank(db, id);
      if (!row) throw new AppError('收款账户不存在');
      return bankView(row);
    },

    async createBank(actor: Actor, input: BankInput) {
      const values = cleanBank(input);
      return inTransaction(db, async (trx) => {
        if (await payConfig.bankWithNumber(trx, values.bank_no)) throw new AppError('该收款账号已存在');
        const row = await payConfig.insertBank(trx, {
          ...values,
          created_at: clock.now().getTime(),
        });
        const after = bankView(row);
        await audit.record(
          {
            ...actor,
            action: 'paybank.create',
            target: { type: 'pay_bank', id: row.id },
            after,
          },
          trx,
        );
        return after;
      });
    },

    async updateBank(actor: Actor, id: number, input: BankInput) {
      const values = cleanBank(input);
      return inTransaction(db, async (trx) => {
        // Locked first, as a channel is.
        const locked = await payConfig.lockBank(trx, id);
        const row = locked ? await payConfig.bank(trx, id) : undefined;
        if (!row) throw new AppError('收款账户不存在');
        if (await payConfig.bankWithNumber(trx, values.bank_no, id)) throw new AppError('该收款账号已存在');
        await payConfig.updateBank(trx, id, values);
        const before = bankView(row);
        const after = bankView({ ...row, ...values });
        await audit.record(
          {
            ...actor,
            action: 'paybank.update',
            target: { type: 'pay_bank', id },
            before,
            after,
          },
          trx,
        );
        return after;
      });
    },

    async paymentSettings(): Promise<PaymentSettings> {
      return settingTexts(await settings.values(), PAYMENT_SETTING_KEYS);
    },

    /** The shared settings schema checks and normalises the values (amounts with two decimals). */
    async updatePaymentSettings(actor: Actor, input: PaymentSettings): Promise<PaymentSettings> {
      const saved = await inTransaction(db, async (trx) => {
        const before = settingTexts(await settings.current(trx), PAYMENT_SETTING_KEYS);
        const next = (await settings.set(input, trx)) as PaymentSettings;
        await audit.record(
          {
            ...actor,
            action: 'paysettings.update',
            target: { type: 'settings', id: 'payment' },
            before,
            after: next,
          },
          trx,
        );
        return next;
      });
      // Every node reads the new rules at once (lib/node-cache.ts).
      settings.invalidate();
      return saved;
    },
  };
}

export type PayConfigService = ReturnType<typeof createPayConfigService>;
