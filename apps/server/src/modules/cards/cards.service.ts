import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CARD_MSG,
  CARD_TYPE,
  MAX_CARDS_PER_TYPE,
  maskCardNo,
  validateBankCard,
  validateUnbind,
  validateWallet,
  type CardType,
  type bindCardBody,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isValidTronAddress } from '@app/shared/node';
import type { PayPasswordGuard } from '../auth/pay-password.guard.js';
import type { RiskClient } from '../risk/client.js';
import type { RiskGate } from '../risk/risk.service.js';
import { players } from '../user/user.public.js';
import { cardsRepository } from './cards.repository.js';

/** /api/bindcard's body as its schema reads it. */
export type BindInput = z.infer<typeof bindCardBody>;

const ICONS: Record<CardType, string> = {
  1: '/img/cards/bank.svg',
  2: '/img/cards/usdt.svg',
  4: '/img/cards/antoken.svg',
};

/** The spec's client sends no type: a wallet is named by its `bank` (USDT or antoken). */
export function cardTypeOf(input: { type?: number; bank: string }): CardType {
  if (input.type === 1 || input.type === 2 || input.type === 4) return input.type;
  const bank = input.bank.trim().toLowerCase();
  if (bank === 'usdt') return CARD_TYPE.usdt;
  if (bank === 'antoken') return CARD_TYPE.antoken;
  return CARD_TYPE.bank;
}

export function createCardsService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  payPassword: PayPasswordGuard;
  /** Risk control records (and may refuse) each bind, with the number or address, in its transaction. */
  gate: RiskGate;
}) {
  const { db, clock, payPassword } = deps;

  /** The spec's checks, then ours: name matches the player, bank is listed, address checksum. */
  async function check(
    userId: number,
    type: CardType,
    input: BindInput,
  ): Promise<{ bank: string; bankNo: string; owner: string; branch: string }> {
    if (type === CARD_TYPE.bank) {
      const card = {
        bank_owner: input.bank_owner,
        bank: input.bank,
        bank_address: input.bank_address ?? '',
        bank_no: input.bank_no,
        pay_pass: input.pay_pass,
      };
      const invalid = validateBankCard(card);
      if (invalid) throw new AppError(invalid);
      const user = await players.columns(db, userId, ['realname']);
      if (user.realname && user.realname !== input.bank_owner.trim())
        throw new AppError(CARD_MSG.holderMismatch);
      if (!(await cardsRepository.bankByName(db, input.bank.trim())))
        throw new AppError(CARD_MSG.unknownBank);
      return {
        bank: input.bank.trim(),
        bankNo: input.bank_no,
        owner: input.bank_owner.trim(),
        branch: card.bank_address.trim(),
      };
    }
    const wallet = {
      address: input.bank_no,
      protocol: input.bank_owner.trim().toUpperCase(),
      pay_pass: input.pay_pass,
    };
    const invalid = validateWallet(type, wallet);
    if (invalid) throw new AppError(invalid);
    if (wallet.protocol === 'TRC20' && !isValidTronAddress(wallet.address))
      throw new AppError(CARD_MSG.addressFormat);
    return {
      bank: type === CARD_TYPE.usdt ? 'USDT' : 'antoken',
      bankNo: wallet.address,
      owner: wallet.protocol,
      branch: '',
    };
  }

  return {
    async list(userId: number, type: CardType) {
      const rows = await cardsRepository.listActive(db, userId, type);
      return rows.map((c) => ({
        id: c.id,
        type: c.type,
        bank: c.bank,
        // Addresses are public and players must compare them; card numbers are not.
        bank_no: c.type === CARD_TYPE.bank ? maskCardNo(c.bank_no) : c.bank_no,
        bank_owner: c.bank_owner,
        bank_address: c.bank_address,
        ico: ICONS[c.type as CardType] ?? ICONS[1],
      }));
    },

    banks() {
      return cardsRepository.banks(db);
    },

    async bind(userId: number, input: BindInput, client: RiskClient): Promise<void> {
      const type = cardTypeOf(input);
      const card = await check(userId, type, input);
      const full = type === CARD_TYPE.bank ? CARD_MSG.tooManyCards : CARD_MSG.tooManyAddresses;
      if ((await cardsRepository.countActive(db, userId, type)) >= MAX_CARDS_PER_TYPE)
        throw new AppError(full);
      await payPassword.verify(userId, input.pay_pass);
      await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        // Counted again under the lock: parallel binds cannot make a sixth.
        if ((await cardsRepository.countActive(trx, userId, type)) >= MAX_CARDS_PER_TYPE)
          throw new AppError(full);
        if (await cardsRepository.findActiveByNumber(trx, type, card.bankNo))
          throw new AppError(CARD_MSG.duplicate);
        await cardsRepository.insert(trx, {
          user_id: userId,
          type,
          bank: card.bank,
          bank_no: card.bankNo,
          bank_owner: card.owner,
          bank_address: card.branch,
          created_at: clock.now().getTime(),
        });
        const target = type === CARD_TYPE.bank ? { card: card.bankNo } : { address: card.bankNo };
        await deps.gate.admit(trx, { event: 'bind', userId, client, ...target });
      });
    },

    async unbind(userId: number, id: number, payPass: string): Promise<void> {
      const invalid = validateUnbind(payPass);
      if (invalid) throw new AppError(invalid);
      if (!(await cardsRepository.findOwned(db, userId, id))) throw new AppError(CARD_MSG.notFound);
      await payPassword.verify(userId, payPass);
      if (!(await cardsRepository.softDelete(db, userId, id, clock.now().getTime())))
        throw new AppError(CARD_MSG.notFound);
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
