// What other modules may ask of the players' rows (the users table, which this module owns; see
// db/schema/owners.ts). Every function takes the handle first, so a caller stays in its own
// transaction. The SQL is in this module's repositories; this file decides what leaves the module.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { credentialsRepository } from './credentials.repository.js';
import { payPasswordRepository } from './pay-password.repository.js';
import {
  idOfNameStartingWith,
  playerProfileRepository as profiles,
  type PlayerColumn,
} from './player-profile.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export type { PlayerColumn };

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
  async namesByIds(q: Q, ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await profiles.byIds(q, [...new Set(ids)], ['username']);
    return new Map(rows.map((r) => [Number(r.id), r.username]));
  },

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
