import type { Kysely } from 'kysely';
import { DAY_MS, formatFen, INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { deposits } from '../deposits/deposits.public.js';
import { players } from '../user/user.public.js';
import { adminReportsRepository as repo, type Page } from './admin-reports.repository.js';
import { exclusionItem, inForce, longest } from './exclusion-rules.js';
import { exclusionsRepository } from './exclusions.repository.js';
import { hasLimit, historyItem, limitsAt, limitStatuses } from './limit-windows.js';
import { limitsRepository } from './limits.repository.js';
import { playerSettingsRepository } from './player-settings.repository.js';
import { at } from './wire-format.js';

/** A player id as typed: digits within the id column's range (past it, PostgreSQL refuses the query). */
const isUserId = (key: string) => /^\d{1,10}$/.test(key) && Number(key) <= INT4_MAX;

/**
 * What operators read about players' protection. Read-only on purpose: nothing here lifts or
 * shortens an exclusion or changes a limit.
 */
export function createProtectionAdminService(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  return {
    /** One player (by id or user name): limits, exclusions and their history; null if none. */
    async playerDetail(key: string) {
      // A number is tried as an id and as a user name; anything else as a user name.
      const typed = key.trim();
      const user = isUserId(typed)
        ? await players.byIdOrName(db, Number(typed), typed)
        : await players.byIdOrName(db, null, typed.toLowerCase());
      if (!user) return null;
      const t = now();
      const [{ statuses, periods }, rows, exclusions, settings] = await Promise.all([
        limitStatuses(db, user.id, t),
        limitsRepository.limitRows(db, user.id),
        exclusionsRepository.exclusions(db, user.id),
        playerSettingsRepository.settings(db, user.id),
      ]);
      const active = longest(exclusions.filter((r) => inForce(r, t)));
      return {
        player: {
          id: user.id,
          username: user.username,
          realname: user.realname,
          created_at: at(Number(user.created_at)),
          last_login_at: user.last_login_at ? at(Number(user.last_login_at)) : null,
        },
        limits: statuses,
        active_exclusion: active ? exclusionItem(active, t) : null,
        limit_history: [...rows].reverse().map((r) => ({ id: r.id, ...historyItem(r, periods, t) })),
        exclusions: exclusions.map((r) => exclusionItem(r, t)),
        adult_confirmed_at: settings?.adult_confirmed_at ? at(Number(settings.adult_confirmed_at)) : null,
        reality_check_minutes: settings?.reality_check_minutes ?? null,
      };
    },

    async exclusionList(
      filter: { kind?: string; state?: 'active' | 'ended'; user?: string; from?: number; to?: number } & Page,
    ) {
      const t = now();
      const { user, ...rest } = filter;
      // A player named by id, or by user name (looked up first: no such player, no exclusions).
      const userId = !user
        ? undefined
        : isUserId(user)
          ? Number(user)
          : await players.idByName(db, user.toLowerCase());
      if (user && userId === undefined) return { total: 0, data: [] };
      const { total, rows } = await repo.exclusionPage(db, { ...rest, userId, now: t });
      const names = await players.namesByIds(
        db,
        rows.map((r) => r.user_id),
      );
      return {
        total,
        data: rows.map((r) => ({
          ...exclusionItem(r, t),
          user_id: r.user_id,
          username: names.get(r.user_id) ?? '',
          ip: r.ip,
          created_at: at(r.created_at),
        })),
      };
    },

    /**
     * Players whose credited deposits in the last `days` reached `minFen` and at least `ratioPct`
     * percent of the `days` before (a first-time depositor counts as rising).
     */
    async risingDeposits(filter: { days: number; ratioPct: number; minFen: number } & Page) {
      const t = now();
      const curStart = t - filter.days * DAY_MS;
      const { total, rows } = await deposits.risingPage(db, {
        prevStart: curStart - filter.days * DAY_MS,
        curStart,
        now: t,
        minFen: filter.minFen,
        ratioPct: filter.ratioPct,
        page: filter.page,
        perPage: filter.perPage,
      });
      const ids = rows.map((r) => r.user_id);
      const [limitRows, excluded, names] = await Promise.all([
        limitsRepository.limitRowsFor(db, ids),
        exclusionsRepository.activeExclusionUsers(db, ids, t),
        players.namesByIds(db, ids),
      ]);
      return {
        total,
        data: rows.map((r) => ({
          user_id: r.user_id,
          username: names.get(r.user_id) ?? '',
          current: formatFen(r.current_fen),
          previous: formatFen(r.previous_fen),
          current_count: r.current_count,
          previous_count: r.previous_count,
          increase: formatFen(r.current_fen - r.previous_fen),
          // Percent of the previous period; null when there was none to compare with.
          ratio_pct: r.previous_fen > 0 ? Math.round((r.current_fen * 100) / r.previous_fen) : null,
          has_limit: hasLimit(
            limitsAt(
              limitRows.filter((l) => l.user_id === r.user_id),
              t,
            ),
          ),
          excluded: excluded.has(r.user_id),
        })),
      };
    },
  };
}
