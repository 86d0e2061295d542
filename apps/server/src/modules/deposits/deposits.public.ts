import { depositsRepository } from './deposits.repository.js';
import { payConfigRepository as payConfigRows } from './pay-config.repository.js';

/**
 * What the deposits module (owner of pay_channels, pay_banks, deposits and gateway_events) answers
 * other modules. Each function takes the handle first, so a caller inside its transaction reads
 * and writes through it.
 */

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
