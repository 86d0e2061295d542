// What other modules may read of the deposits module, which owns `deposits`, `pay_channels`,
// `pay_banks` and `gateway_events`. Each function takes the caller's handle first, so it reads
// inside the caller's transaction when there is one.
import { depositReadsRepository } from './deposit-reads.repository.js';
import { depositsRepository } from './deposits.repository.js';
import { payConfigRepository as payConfigRows } from './pay-config.repository.js';

export type { RisingDepositsQuery } from './deposit-reads.repository.js';

export const deposits = {
  /** The amounts (fen) of the player's credited deposits made at or after `since`, oldest first. */
  creditedAmounts: depositsRepository.creditedAmounts,
  /** Sum (fen) and count per state of the player's orders. */
  totalsByState: depositReadsRepository.totalsByState,
  /** The player's latest orders (number, pay type, amount, state, time), newest first. */
  recent: depositReadsRepository.recent,
  /** The player's last credited deposit (amount, credited at), for the withdrawal risk check. */
  lastCredited: depositReadsRepository.lastCredited,
  /** Fen credited to the player by orders last changed in [from, to). */
  creditedBetween: depositReadsRepository.creditedBetween,
  /** Orders asked for after a time that count against a deposit limit (pending, credited), oldest first. */
  countedSince: depositReadsRepository.countedSince,
  /** Whether the player ever asked for a deposit. */
  any: depositReadsRepository.any,
  /** Players ranked by how much their credited deposits rose between two windows: a page and the total. */
  risingPage: depositReadsRepository.risingPage,
};

/** The console's deposit channels and receiving accounts: rows, pages, row locks and changes. */
export const payConfig = {
  channels: payConfigRows.channels,
  channel: depositsRepository.channel,
  lockChannel: payConfigRows.lockChannel,
  updateChannel: payConfigRows.updateChannel,
  banksPage: payConfigRows.banksPage,
  /** One receiving account, in full. */
  bank: depositsRepository.receivingAccount,
  bankWithNumber: payConfigRows.bankWithNumber,
  insertBank: payConfigRows.insertBank,
  lockBank: payConfigRows.lockBank,
  updateBank: payConfigRows.updateBank,
};
