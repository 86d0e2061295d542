import type { Kysely, Transaction } from 'kysely';
import {
  addBeijingMonths,
  DAY_MS,
  EXCLUSION_DURATIONS,
  LIMIT_COOLING_OFF_MS,
  LIMIT_MAX_FEN,
  LIMIT_PERIODS,
  LIMIT_PERIOD_LABEL,
  LIMIT_PERIOD_MS,
  PROTECTION_MSG,
  REALITY_CHECK_CHOICES,
  exclusionBlockedMessage,
  exclusionLoginMessage,
  formatFen,
  limitReachedMessage,
  parseYuanToFen,
  type ExclusionDuration,
  type ExclusionItem,
  type ExclusionKind,
  type LimitHistoryItem,
  type LimitPeriod,
  type LimitStatus,
  type ProtectionOverview,
  type RealityCheckSession,
  type SetLimitResult,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { lockUserRow } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { SessionService } from '../auth/session.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { protectionRepository as repo, type ExclusionRow, type LimitRow } from './protection.repository.js';

const at = (ms: number) => formatBeijing(ms);
const atOrNull = (ms: number | null) => (ms === null ? null : at(ms));
const yuanOrNull = (fen: number | null) => (fen === null ? null : formatFen(fen));

/** When an exclusion of `duration` taken at `start` ends; null for a permanent one. */
export function exclusionEnd(duration: ExclusionDuration, start: number): number | null {
  switch (duration) {
    case '24h':
      return start + DAY_MS;
    case '7d':
      return start + 7 * DAY_MS;
    case '30d':
      return start + 30 * DAY_MS;
    case '6m':
      return addBeijingMonths(start, 6);
    case '1y':
      return addBeijingMonths(start, 12);
    case '5y':
      return addBeijingMonths(start, 60);
    case 'permanent':
      return null;
  }
}

/** The one that lasts longest among exclusions in force (a permanent one wins). */
function longest(rows: ExclusionRow[]): ExclusionRow | null {
  let best: ExclusionRow | null = null;
  for (const r of rows) {
    if (!best || r.ends_at === null || (best.ends_at !== null && r.ends_at > best.ends_at)) best = r;
    if (best.ends_at === null) break;
  }
  return best;
}

interface PeriodLimits {
  current: LimitRow | null;
  pending: LimitRow | null;
}

/** Per period: the change in force at `now` (the latest that took effect) and the one waiting. */
function limitsAt(rows: LimitRow[], now: number): Record<LimitPeriod, PeriodLimits> {
  const out = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, { current: null, pending: null }])) as Record<
    LimitPeriod,
    PeriodLimits
  >;
  for (const r of rows) {
    if (r.cancelled_at !== null) continue;
    const slot = out[r.period];
    if (!slot) continue;
    if (r.effective_at <= now) {
      if (
        !slot.current ||
        r.effective_at > slot.current.effective_at ||
        (r.effective_at === slot.current.effective_at && r.id > slot.current.id)
      )
        slot.current = r;
    } else if (!slot.pending || r.id > slot.pending.id) {
      slot.pending = r;
    }
  }
  return out;
}

interface Window {
  period: LimitPeriod;
  limit: number;
  used: number;
  deposits: Array<{ amount_fen: number; created_at: number }>;
}

/**
 * Whether a time-out or self-exclusion is running, read through the caller's handle: for modules
 * that act inside their own transaction without this service (the inbox holds back promotions).
 */
export async function hasActiveExclusion(
  q: Kysely<DB> | Transaction<DB>,
  userId: number,
  now: number,
): Promise<boolean> {
  return (await repo.activeExclusions(q, userId, now)).length > 0;
}

export interface ProtectionDeps {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionService;
  /** After an exclusion starts: brings money back from game platforms so none is stuck there. */
  onExclusionStarted?: (userId: number) => Promise<unknown>;
  log: (obj: Record<string, unknown>, msg: string) => void;
}

/**
 * Player protection. Deposit limits are rolling windows over gross deposits by the time they were
 * asked for, pending orders included, so a player cannot queue orders past a limit; lowering a
 * limit applies at once, raising or removing it after a 24-hour cooling-off. Time-outs and
 * self-exclusions start at once, end every session and cannot be lifted early, by the player or by
 * an operator (there is no route that does). The guards here are what other modules call.
 */
export function createProtectionService(deps: ProtectionDeps) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  async function activeExclusion(
    userId: number,
    q: Kysely<DB> | Transaction<DB> = db,
  ): Promise<ExclusionRow | null> {
    return longest(await repo.activeExclusions(q, userId, now()));
  }

  async function windows(
    userId: number,
    t: number,
    q: Kysely<DB> | Transaction<DB> = db,
  ): Promise<{ periods: Record<LimitPeriod, PeriodLimits>; windows: Window[] }> {
    const periods = limitsAt(await repo.limitRows(q, userId), t);
    const set = LIMIT_PERIODS.filter((p) => periods[p].current?.amount_fen != null);
    if (set.length === 0) return { periods, windows: [] };
    const widest = Math.max(...set.map((p) => LIMIT_PERIOD_MS[p]));
    const deposits = await repo.depositsSince(q, userId, t - widest);
    return {
      periods,
      windows: set.map((period) => {
        // A deposit asked for at `c` counts while now < c + window.
        const inside = deposits.filter((d) => d.created_at > t - LIMIT_PERIOD_MS[period]);
        return {
          period,
          limit: periods[period].current!.amount_fen!,
          used: inside.reduce((s, d) => s + d.amount_fen, 0),
          deposits: inside,
        };
      }),
    };
  }

  function historyItem(r: LimitRow, periods: Record<LimitPeriod, PeriodLimits>, t: number): LimitHistoryItem {
    const slot = periods[r.period];
    const state: LimitHistoryItem['state'] =
      r.cancelled_at !== null
        ? 'cancelled'
        : slot.current?.id === r.id
          ? 'active'
          : r.effective_at > t
            ? 'pending'
            : 'replaced';
    return {
      period: r.period,
      amount: yuanOrNull(r.amount_fen),
      previous: yuanOrNull(r.previous_fen),
      requested_at: at(r.requested_at),
      effective_at: at(r.effective_at),
      state,
    };
  }

  function exclusionItem(r: ExclusionRow, t: number): ExclusionItem {
    return {
      id: r.id,
      kind: r.kind,
      duration: r.duration as ExclusionDuration,
      starts_at: at(r.starts_at),
      ends_at: atOrNull(r.ends_at),
      active: r.starts_at <= t && (r.ends_at === null || r.ends_at > t),
    };
  }

  async function limitStatuses(userId: number, t: number) {
    const { periods, windows: ws } = await windows(userId, t);
    const statuses: LimitStatus[] = LIMIT_PERIODS.map((period) => {
      const w = ws.find((x) => x.period === period);
      const pending = periods[period].pending;
      return {
        period,
        label: LIMIT_PERIOD_LABEL[period],
        limit: w ? formatFen(w.limit) : null,
        used: formatFen(w?.used ?? 0),
        remaining: w ? formatFen(Math.max(0, w.limit - w.used)) : null,
        next_free_at: w?.deposits[0] ? at(w.deposits[0].created_at + LIMIT_PERIOD_MS[period]) : null,
        pending: pending
          ? { amount: yuanOrNull(pending.amount_fen), effective_at: at(pending.effective_at) }
          : null,
      };
    });
    return { statuses, periods };
  }

  async function refuseIfExcluded(userId: number, q: Kysely<DB> | Transaction<DB> = db): Promise<void> {
    const x = await activeExclusion(userId, q);
    if (x) throw new AppError(exclusionBlockedMessage(x.kind, atOrNull(x.ends_at)));
  }

  return {
    activeExclusion,

    /** For the seamless wallet: a bet from an excluded player is refused with "user disabled". */
    async isBlocked(userId: number): Promise<boolean> {
      return (await activeExclusion(userId)) !== null;
    },

    /** Login refused during an exclusion, with the date it ends. */
    async assertCanLogin(userId: number): Promise<void> {
      const x = await activeExclusion(userId);
      if (x) throw new AppError(exclusionLoginMessage(x.kind, atOrNull(x.ends_at)));
    },

    /** Game launch, transfer into a game, promotions: refused during an exclusion. */
    assertPlayable: refuseIfExcluded,

    /** A new deposit order of `fen`: refused during an exclusion or when it would pass a limit. */
    /** `q`: the deposit's own transaction, holding the player's row lock, so two orders sent at once cannot both fit. */
    async assertCanDeposit(userId: number, fen: number, q: Kysely<DB> | Transaction<DB> = db): Promise<void> {
      await refuseIfExcluded(userId, q);
      const t = now();
      const { windows: ws } = await windows(userId, t, q);
      const over = ws
        .filter((w) => w.used + fen > w.limit)
        .map((w) => {
          let fitsAt: number | null = null;
          if (fen <= w.limit) {
            // The moment enough of the oldest deposits have left the window for this one to fit.
            const need = w.used + fen - w.limit;
            let freed = 0;
            for (const d of w.deposits) {
              freed += d.amount_fen;
              if (freed >= need) {
                fitsAt = d.created_at + LIMIT_PERIOD_MS[w.period];
                break;
              }
            }
          }
          return { ...w, remaining: Math.max(0, w.limit - w.used), fitsAt };
        });
      if (over.length === 0) return;
      // The lowest room left names the limit; the deposit fits once every limit it passes allows it.
      const head = over.reduce((a, b) => (b.remaining < a.remaining ? b : a));
      const fitsAt = over.some((o) => o.fitsAt === null) ? null : Math.max(...over.map((o) => o.fitsAt!));
      throw new AppError(
        limitReachedMessage({
          period: head.period,
          limit: formatFen(head.limit),
          remaining: formatFen(head.remaining),
          fitsAt: atOrNull(fitsAt),
        }),
      );
    },

    /**
     * The register form's optional age confirmation: absent (the original client) is accepted,
     * anything sent other than a yes is refused. Answers whether the player confirmed.
     */
    checkAdult(value: unknown): boolean {
      if (value === undefined) return false;
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      throw new AppError(PROTECTION_MSG.adultRequired);
    },

    async recordRegistration(
      trx: Transaction<DB>,
      userId: number,
      adultConfirmed: boolean,
      t: number,
    ): Promise<void> {
      if (adultConfirmed) await repo.upsertSettings(trx, userId, { adult_confirmed_at: t }, t);
    },

    async overview(userId: number): Promise<ProtectionOverview> {
      const t = now();
      const [{ statuses, periods }, rows, exclusions, settings, site, deposited] = await Promise.all([
        limitStatuses(userId, t),
        repo.limitRows(db, userId),
        repo.exclusions(db, userId),
        repo.settings(db, userId),
        deps.settings.all(),
        repo.hasDeposits(db, userId),
      ]);
      return {
        limits: statuses,
        has_limits: statuses.some((s) => s.limit !== null || s.pending !== null),
        first_deposit: !deposited,
        reality_check_minutes:
          settings?.reality_check_minutes ?? siteRealityMinutes(site.reality_check_minutes),
        reality_check_custom: settings?.reality_check_minutes != null,
        adult_confirmed: settings?.adult_confirmed_at != null,
        history: rows
          .slice(-30)
          .reverse()
          .map((r) => historyItem(r, periods, t)),
        exclusions: exclusions.map((r) => exclusionItem(r, t)),
      };
    },

    /**
     * Sets, lowers, raises or removes (`amount` empty or null) one period's limit. A lower limit
     * (or a first one) applies now; a higher one or a removal waits 24 hours. Any newer request
     * replaces a change still waiting, so asking again for the current limit cancels it.
     */
    async setLimit(
      userId: number,
      period: string,
      amount: unknown,
    ): Promise<SetLimitResult & { message: string }> {
      if (!(LIMIT_PERIODS as readonly string[]).includes(period))
        throw new AppError(PROTECTION_MSG.periodInvalid);
      const p = period as LimitPeriod;
      let fen: number | null = null;
      if (amount !== null && amount !== undefined && String(amount).trim() !== '') {
        fen = parseYuanToFen(amount);
        if (fen === null || fen <= 0) throw new AppError(PROTECTION_MSG.amountInvalid);
        if (fen > LIMIT_MAX_FEN) throw new AppError(PROTECTION_MSG.amountTooLarge);
      }
      // Read and written under the player's row lock: parallel requests on any node queue here.
      return inTransaction(db, async (trx) => {
        await lockUserRow(trx, userId);
        const t = now();
        const { current, pending } = limitsAt(await repo.limitRows(trx, userId), t)[p];
        const currentFen = current?.amount_fen ?? null;
        if (fen === currentFen) {
          if (pending) await repo.cancelPending(trx, userId, p, t);
          return {
            state: 'unchanged',
            effective_at: at(t),
            message: pending ? PROTECTION_MSG.pendingCancelled : PROTECTION_MSG.limitUnchanged,
          };
        }
        // The same raise asked for again keeps its place in the cooling-off rather than restarting it.
        if (pending && pending.amount_fen === fen)
          return {
            state: 'pending',
            effective_at: at(pending.effective_at),
            message: PROTECTION_MSG.limitPending(at(pending.effective_at)),
          };
        const tighter = fen !== null && (currentFen === null || fen < currentFen);
        const effective = tighter ? t : t + LIMIT_COOLING_OFF_MS;
        await repo.cancelPending(trx, userId, p, t);
        await repo.insertLimit(trx, {
          user_id: userId,
          period: p,
          amount_fen: fen,
          previous_fen: currentFen,
          requested_at: t,
          effective_at: effective,
        });
        return tighter
          ? { state: 'active', effective_at: at(effective), message: PROTECTION_MSG.limitLowered }
          : {
              state: 'pending',
              effective_at: at(effective),
              message: PROTECTION_MSG.limitPending(at(effective)),
            };
      });
    },

    /** Withdraws a raise or removal still in its cooling-off: the limit in force stays. */
    async cancelPending(userId: number, period: string): Promise<string> {
      if (!(LIMIT_PERIODS as readonly string[]).includes(period))
        throw new AppError(PROTECTION_MSG.periodInvalid);
      const res = await repo.cancelPending(db, userId, period as LimitPeriod, now());
      if (Number(res.numUpdatedRows) === 0) throw new AppError(PROTECTION_MSG.nothingPending);
      return PROTECTION_MSG.pendingCancelled;
    },

    /**
     * Starts a time-out or self-exclusion now. Self-exclusion asks for the login password, since
     * it cannot be undone. Every session ends; money in game platforms is brought back.
     */
    async startExclusion(
      userId: number,
      input: { kind: string; duration: string; confirm?: unknown; password?: string },
      ip: string,
    ): Promise<{ ends_at: string | null; message: string }> {
      const kind = input.kind as ExclusionKind;
      const durations = EXCLUSION_DURATIONS[kind];
      if (!durations || !durations.includes(input.duration as ExclusionDuration))
        throw new AppError(PROTECTION_MSG.durationInvalid);
      if (!(input.confirm === true || input.confirm === 1 || input.confirm === '1'))
        throw new AppError(PROTECTION_MSG.confirmRequired);
      if (kind === 'self_exclusion') {
        if (!input.password) throw new AppError(PROTECTION_MSG.passwordRequired);
        const user = await db
          .selectFrom('users')
          .select('password_hash')
          .where('id', '=', userId)
          .executeTakeFirst();
        if (!user || !(await verifyPassword(user.password_hash, input.password)))
          throw new AppError(PROTECTION_MSG.passwordWrong);
      }
      // Checked and started under the player's row lock: one exclusion however many nodes race.
      const endsAt = await inTransaction(db, async (trx) => {
        await lockUserRow(trx, userId);
        if (await activeExclusion(userId, trx)) throw new AppError(PROTECTION_MSG.alreadyExcluded);
        const t = now();
        const end = exclusionEnd(input.duration as ExclusionDuration, t);
        await repo.insertExclusion(trx, {
          user_id: userId,
          kind,
          duration: input.duration,
          starts_at: t,
          ends_at: end,
          ip: ip.slice(0, 64),
          created_at: t,
        });
        return end;
      });
      await deps.sessions.revokeAll(userId);
      await deps
        .onExclusionStarted?.(userId)
        .catch((err: unknown) => deps.log({ err, userId }, 'recovering game wallets at exclusion failed'));
      const until = atOrNull(endsAt);
      return { ends_at: until, message: PROTECTION_MSG.exclusionStarted(kind, until) };
    },

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
        repo.sessionStart(db, hashToken(token)),
        repo.settings(db, userId),
        deps.settings.all(),
      ]);
      const started = session && Number(session.user_id) === userId ? Number(session.created_at) : t;
      return {
        started_at: at(started),
        elapsed_seconds: Math.max(0, Math.floor((t - started) / 1000)),
        net: formatFen(await repo.gameNet(db, userId, started)),
        interval_minutes: settings?.reality_check_minutes ?? siteRealityMinutes(site.reality_check_minutes),
      };
    },

    // ---- back office (read-only: nothing here lifts or shortens an exclusion) ----

    async playerDetail(key: string) {
      const user = await repo.findUser(db, key.trim());
      if (!user) return null;
      const t = now();
      const [{ statuses, periods }, rows, exclusions, settings] = await Promise.all([
        limitStatuses(user.id, t),
        repo.limitRows(db, user.id),
        repo.exclusions(db, user.id),
        repo.settings(db, user.id),
      ]);
      const active = longest(
        exclusions.filter((r) => r.starts_at <= t && (r.ends_at === null || r.ends_at > t)),
      );
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

    async exclusionList(filter: {
      kind?: string;
      state?: 'active' | 'ended';
      user?: string;
      from?: number;
      to?: number;
      page: number;
      perPage: number;
    }) {
      const t = now();
      const base = repo.exclusionList(db, { ...filter, now: t });
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select([
            'x.id',
            'x.user_id',
            'u.username',
            'x.kind',
            'x.duration',
            'x.starts_at',
            'x.ends_at',
            'x.ip',
            'x.created_at',
          ])
          .orderBy('x.id', 'desc')
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        data: rows.map((r) => ({
          ...exclusionItem(
            {
              id: Number(r.id),
              user_id: Number(r.user_id),
              kind: r.kind,
              duration: r.duration,
              starts_at: Number(r.starts_at),
              ends_at: r.ends_at === null ? null : Number(r.ends_at),
            },
            t,
          ),
          user_id: Number(r.user_id),
          username: r.username,
          ip: r.ip,
          created_at: at(Number(r.created_at)),
        })),
      };
    },

    /**
     * Players whose credited deposits in the last `days` reached `minFen` and at least `ratioPct`
     * percent of the `days` before (a first-time depositor counts as rising).
     */
    async risingDeposits(filter: {
      days: number;
      ratioPct: number;
      minFen: number;
      page: number;
      perPage: number;
    }) {
      const t = now();
      const curStart = t - filter.days * DAY_MS;
      const base = repo.risingDeposits(db, {
        prevStart: curStart - filter.days * DAY_MS,
        curStart,
        now: t,
        minFen: filter.minFen,
        ratioPct: filter.ratioPct,
      });
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        base
          .select([
            'r.user_id',
            'u.username',
            'r.current_fen',
            'r.previous_fen',
            'r.current_count',
            'r.previous_count',
          ])
          .orderBy((eb) => eb('r.current_fen', '-', eb.ref('r.previous_fen')), 'desc')
          .orderBy('r.user_id')
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage)
          .execute(),
      ]);
      const ids = rows.map((r) => Number(r.user_id));
      const [limitRows, excluded] = await Promise.all([
        repo.limitRowsFor(db, ids),
        repo.activeExclusionUsers(db, ids, t),
      ]);
      return {
        total: Number(count.n),
        data: rows.map((r) => {
          const id = Number(r.user_id);
          const current = Number(r.current_fen);
          const previous = Number(r.previous_fen);
          const periods = limitsAt(
            limitRows.filter((l) => l.user_id === id),
            t,
          );
          return {
            user_id: id,
            username: r.username,
            current: formatFen(current),
            previous: formatFen(previous),
            current_count: Number(r.current_count),
            previous_count: Number(r.previous_count),
            increase: formatFen(current - previous),
            // Percent of the previous period; null when there was none to compare with.
            ratio_pct: previous > 0 ? Math.round((current * 100) / previous) : null,
            has_limit: LIMIT_PERIODS.some((p) => periods[p].current?.amount_fen != null),
            excluded: excluded.has(id),
          };
        }),
      };
    },
  };
}

function siteRealityMinutes(value: string): number {
  const m = Number(value);
  return Number.isInteger(m) && m > 0 && m <= 24 * 60 ? m : 60;
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
/** What other modules call. */
export type ProtectionGuard = Pick<
  ProtectionService,
  'assertPlayable' | 'assertCanDeposit' | 'isBlocked' | 'assertCanLogin' | 'checkAdult' | 'recordRegistration'
>;
