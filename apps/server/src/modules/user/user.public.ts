// What other modules may ask of the players' rows (the users table, which this module owns; see
// db/schema/owners.ts). Every function takes the handle first, so a caller stays in its own
// transaction. The SQL is in this module's repositories; this file decides what leaves the module.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { credentialsRepository } from './credentials.repository.js';
import { playerAdminRepository } from './player-admin.repository.js';
import { playerLinksRepository } from './player-links.repository.js';
import { playerLookupsRepository } from './player-lookups.repository.js';
import { payPasswordRepository } from './pay-password.repository.js';
import { playersRepository } from './players.repository.js';
import {
  idOfNameStartingWith,
  playerProfileRepository as profiles,
  type PlayerColumn,
} from './player-profile.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export type { PlayerColumn };
export type { PlayerSearch } from './player-admin.repository.js';

// --- Play side: the player's own screens, games, agents, messages, records (i28-own-play) ---

/** Players as other modules see them: names, flags and profile columns, never a password hash. */
export const players = {
  /** The named columns of a player known to exist (a session or a stored id proves it), else throws. */
  columns: profiles.columns,
  /** The named columns of a player, or undefined when there is none with this id. */
  find: profiles.find,
  /** The named columns (with the id) of each of these players that exists, in no particular order. */
  byIds: profiles.byIds,

  async exists(q: Q, id: number): Promise<boolean> {
    return (await profiles.find(q, id, ['username'])) !== undefined;
  },

  /** The id of the player with this exact (lower-case) username; undefined when there is none. */
  idByName: profiles.idByName,

  /** Each of these players' username, by id (players that do not exist are left out). */
  namesByIds: playerLookupsRepository.namesByIds,

  /**
   * A condition for another module's query: the player id in `idColumn` names a player whose
   * username starts with `prefix`. For lists that page in SQL and filter by an account prefix.
   */
  idOfNameStartingWith,

  /** How many of these players registered within [start, end). */
  countRegistered: profiles.countRegistered,

  /** The e-mail, mobile or birthday the player filled in. */
  saveContact: profiles.saveContact,
  setAvatar: profiles.setAvatar,
  /** Free-transfer mode (免转) on (1) or off (0). */
  setTransferMode: profiles.setTransferMode,
  /** Flags the player as an agent (the agent module keeps the agent's own row). */
  markAgent: profiles.markAgent,

  // --- Back-office side: lists, detail, flags, queues (i28-own-money) ---

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

  // --- VIP levels on the player's row (i28-own-settings) ---

  /** The player's VIP level; null when there is no such player. */
  async vipLevel(q: Q, userId: number): Promise<number | null> {
    const row = await playersRepository.vipLevel(q, userId);
    return row ? Number(row.vip) : null;
  },

  /** Raises the player to `level` unless already there or above; true when this call did. */
  async raiseVip(q: Q, userId: number, level: number): Promise<boolean> {
    return Number((await playersRepository.raiseVip(q, userId, level)).numUpdatedRows) === 1;
  },

  /** How many players stand at each VIP level (levels nobody stands at are absent). */
  async countPerVipLevel(q: Q): Promise<Map<number, number>> {
    return new Map((await playersRepository.countPerVip(q)).map((c) => [Number(c.vip), Number(c.n)]));
  },
};

/** Sign-in data, for the auth module only: registration, login and password changes. */
export const playerCredentials = {
  /** The sign-in columns (id, username, password hash, state flags, last login) by exact username. */
  byName: credentialsRepository.byName,
  byId: credentialsRepository.byId,
  /** Registers a player; answers the new id. */
  create: credentialsRepository.insert,
  setPasswordHash: credentialsRepository.setPasswordHash,
  /** The time and address of the player's latest sign-in. */
  recordLogin: credentialsRepository.recordLogin,
};

/** The payment-password counters on the player's row (auth/pay-password.guard.ts uses them). */
export const payPasswordCounters = {
  claim: payPasswordRepository.claim,
  passed: payPasswordRepository.passed,
  failed: payPasswordRepository.failed,
  lockedUntil: payPasswordRepository.lockedUntil,
};

/** Players who filled in the same identity as one player (risk control's linked accounts). */
export const sameIdentity = {
  /** The same real name together with the same phone. */
  nameAndPhone: playerLinksRepository.sameNamePhone,
  email: playerLinksRepository.sameEmail,
};
