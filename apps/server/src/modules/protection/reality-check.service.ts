import type { Kysely } from 'kysely';
import { formatFen, PROTECTION_MSG, REALITY_CHECK_CHOICES, type RealityCheckSession } from '@app/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { sessions } from '../auth/auth.public.js';
import type { SettingsService } from '../site/settings.service.js';
import { playerSettingsRepository as repo } from './player-settings.repository.js';
import { at } from './wire-format.js';

/** The interval between reality checks: the player's own choice, else the site's setting. */
export function realityCheckMinutes(own: number | null | undefined, site: number): number {
  return own ?? site;
}

/** The reality check: a reminder during play of the time spent and the money won or lost. */
export function createRealityCheckService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: Pick<SettingsService, 'values'>;
}) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  return {
    async setRealityCheck(userId: number, minutes: unknown): Promise<number> {
      const m = Number(minutes);
      if (!(REALITY_CHECK_CHOICES as readonly number[]).includes(m))
        throw new AppError(PROTECTION_MSG.realityInvalid);
      await repo.upsertSettings(db, userId, { reality_check_minutes: m }, now());
      return m;
    },

    /** The reality check's figures: time since this login and the net game result since then. */
    async realitySession(userId: number, token: string): Promise<RealityCheckSession> {
      const t = now();
      const [session, settings, site] = await Promise.all([
        sessions.start(db, hashToken(token)),
        repo.settings(db, userId),
        deps.settings.values(),
      ]);
      const started = session && Number(session.user_id) === userId ? Number(session.created_at) : t;
      return {
        started_at: at(started),
        elapsed_seconds: Math.max(0, Math.floor((t - started) / 1000)),
        net: formatFen(await ledgerReads.gameNet(db, userId, started)),
        interval_minutes: realityCheckMinutes(settings?.reality_check_minutes, site.reality_check_minutes),
      };
    },
  };
}
