import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './schema.js';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-ledger.js';
import * as m0003 from './migrations/0003-cards.js';
import * as m0004 from './migrations/0004-deposits.js';
import * as m0005 from './migrations/0005-operators.js';
import * as m0006 from './migrations/0006-withdrawals.js';
import * as m0007 from './migrations/0007-game-catalogue.js';
import * as m0008 from './migrations/0008-seamless-wallet.js';
import * as m0009 from './migrations/0009-sandbox-return-url.js';
import * as m0010 from './migrations/0010-game-transfers-and-bets.js';
import * as m0011 from './migrations/0011-vip-and-rebates.js';
import * as m0012 from './migrations/0012-seamless-round-index.js';
import * as m0013 from './migrations/0013-activities.js';
import * as m0014 from './migrations/0014-articles-support-profile.js';
import * as m0015 from './migrations/0015-red-packets.js';
import * as m0016 from './migrations/0016-operator-totp-enrolment.js';
import * as m0017 from './migrations/0017-audit-append-only.js';
import * as m0018 from './migrations/0018-balance-adjustments.js';
import * as m0019 from './migrations/0019-report-indexes.js';
import * as m0020 from './migrations/0020-player-protection.js';
import * as m0021 from './migrations/0021-operator-totp-replay.js';
import * as m0022 from './migrations/0022-third-parties-out.js';
import * as m0023 from './migrations/0023-pay-password-claims.js';
import * as m0024 from './migrations/0024-job-leases.js';
import * as m0025 from './migrations/0025-bet-versions.js';
import * as m0026 from './migrations/0026-player-lobby-and-activity-rules.js';
import * as m0027 from './migrations/0027-turnover-items.js';
import * as m0028 from './migrations/0028-agent-programme.js';
import * as m0029 from './migrations/0029-withdrawal-payout-reference.js';
import * as m0030 from './migrations/0030-activity-turnover-basis.js';
import * as m0031 from './migrations/0031-risk-control.js';
import * as m0034 from './migrations/0034-risk-link-indexes.js';
import * as m0036 from './migrations/0036-game-max-win.js';

/** Listed in code rather than read from a folder so the order is explicit and bundlers see them. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-ledger': m0002,
  '0003-cards': m0003,
  '0004-deposits': m0004,
  '0005-operators': m0005,
  '0006-withdrawals': m0006,
  '0007-game-catalogue': m0007,
  '0008-seamless-wallet': m0008,
  '0009-sandbox-return-url': m0009,
  '0010-game-transfers-and-bets': m0010,
  '0011-vip-and-rebates': m0011,
  '0012-seamless-round-index': m0012,
  '0013-activities': m0013,
  '0014-articles-support-profile': m0014,
  '0015-red-packets': m0015,
  '0016-operator-totp-enrolment': m0016,
  '0017-audit-append-only': m0017,
  '0018-balance-adjustments': m0018,
  '0019-report-indexes': m0019,
  '0020-player-protection': m0020,
  '0021-operator-totp-replay': m0021,
  '0022-third-parties-out': m0022,
  '0023-pay-password-claims': m0023,
  '0024-job-leases': m0024,
  '0025-bet-versions': m0025,
  '0026-player-lobby-and-activity-rules': m0026,
  '0027-turnover-items': m0027,
  '0028-agent-programme': m0028,
  '0029-withdrawal-payout-reference': m0029,
  '0030-activity-turnover-basis': m0030,
  '0031-risk-control': m0031,
  '0034-risk-link-indexes': m0034,
  '0036-game-max-win': m0036,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema` pins Kysely's bookkeeping tables: its existence check looks across every schema on
 * PostgreSQL and would otherwise find another schema's tables.
 */
export async function migrateToLatest(db: Kysely<DB>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
