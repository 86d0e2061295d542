// What other modules may ask of the user module, which owns the `users` table: each function takes
// the caller's handle (`Kysely<DB> | Transaction<DB>`) first, so it runs inside the caller's
// transaction when there is one. The SQL stays in this module's repositories.
import { playerAdminRepository } from './player-admin.repository.js';
import { playerLookupsRepository } from './player-lookups.repository.js';

export type { PlayerSearch } from './player-admin.repository.js';

export const players = {
  /** Each known player's username by id (a Map; ids with no player are absent). */
  namesByIds: playerLookupsRepository.namesByIds,
  /** The id of the player with this username (lower-case), or undefined. */
  idByName: playerLookupsRepository.idByName,
  /** Blacklisted (`isblack`), disabled (`status` 0) and the birthday, read now; undefined if no player. */
  flags: playerLookupsRepository.flags,
  /** Username, real name, VIP level, status, blacklist flag and birthday of several players, by id. */
  summariesByIds: playerLookupsRepository.summariesByIds,
  /** The login password's hash (to confirm an action that cannot be undone). */
  passwordHash: playerLookupsRepository.passwordHash,
  /** A player by id or username (with an id, either may match): name, real name, joined, last login. */
  byIdOrName: playerLookupsRepository.byIdOrName,
  /** How many players this one referred. */
  referralCount: playerLookupsRepository.referralCount,
  /** Takes the player's row lock until the transaction ends (see the repository for why). */
  lockRow: playerLookupsRepository.lockRow,
  /** Registrations per Beijing day, as a query the reports run and explain. */
  registrationsPerDayQuery: playerLookupsRepository.registrationsPerDayQuery,
  /** The back office's player list: one page, newest first, and the total (capped). */
  search: playerAdminRepository.search,
  /** The player's own columns the back office shows, or undefined. */
  profile: playerAdminRepository.profile,
  /** Sets the blacklist flag (`isblack`) or the account status (`status`). */
  setFlag: playerAdminRepository.setFlag,
  /** Stores a new payment password hash and clears the failure count and lock. */
  resetPayPassword: playerAdminRepository.resetPayPassword,
};
