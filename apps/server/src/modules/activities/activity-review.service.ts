import type { Kysely } from 'kysely';
import { ACTIVITY_MSG, CODE, bonusTurnoverBase, formatFen } from '@app/shared';
import type { SettingsService } from '../site/settings.service.js';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { inbox } from '../messages/messages.public.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import { players } from '../user/user.public.js';
import { APPLY_STATE, activitiesRepository as repo } from './activities.repository.js';

const PER_PAGE = 20;

/** The activity's bonus for an application: its rate (in 1/10,000) of the amount, up to its cap (0: none). */
function suggestedBonus(a: { amount_fen: number; bonus_rate: number; bonus_max_fen: number }): number {
  return Math.min(
    Math.floor((Number(a.amount_fen) * a.bonus_rate) / 10_000),
    Number(a.bonus_max_fen) || Number.MAX_SAFE_INTEGER,
  );
}

/**
 * The turnover an approved bonus adds: its multiple of its basis. Where the basis takes in the
 * amount applied with (the deposit, (本金+彩金)×15), the deposit already added its own requirement
 * (the site's deposit multiple) when it was credited; that part is not asked for twice, so the
 * player owes exactly what the terms say in all. Bets since the deposit count towards both.
 */
export function bonusRequirement(a: {
  basis: string;
  appliedFen: number;
  bonusFen: number;
  multiple: string;
  /** The site's deposit multiple (a setting). */
  depositMultiple: number;
}): number {
  const whole = requirementFor(bonusTurnoverBase(a.basis, a.appliedFen, a.bonusFen), a.multiple);
  if (a.basis !== 'principal_and_bonus') return whole;
  return Math.max(0, whole - requirementFor(a.appliedFen, a.depositMultiple));
}

/**
 * The operators' review of applications: an approval credits its bonus through the ledger once,
 * with its turnover requirement; either decision lands in the player's inbox.
 */
export function createActivityReview(deps: { db: Kysely<DB>; clock: Clock; settings: SettingsService }) {
  const { db, clock, settings } = deps;
  const houseAccounts = createHouseAccounts(db, clock);

  return {
    async pendingApplications(page: number) {
      const rows = await repo.pendingApplications(db, page, PER_PAGE);
      const ids = rows.map((r) => Number(r.user_id));
      const names = await players.namesByIds(db, ids);
      return rows.map(({ id, user_id, ...r }) => ({
        id,
        user_id,
        username: names.get(Number(user_id)) ?? '',
        ...r,
        suggested_bonus_fen: suggestedBonus(r),
      }));
    },

    /** Approves (crediting the bonus and its turnover) or rejects an application, exactly once. */
    async review(
      applicationId: number,
      operatorId: number,
      decision: { approve: true; bonusFen?: number } | { approve: false; reason: string },
    ): Promise<void> {
      const now = clock.now().getTime();
      const house = await houseAccounts(HOUSE.bonus);
      const depositMultiple = (await settings.values()).turnover_multiple;
      await inTransaction(db, async (trx) => {
        const ap = await repo.applicationForReview(trx, applicationId);
        if (!ap) throw new AppError('申请不存在', CODE.notFound);
        const bonus = decision.approve ? (decision.bonusFen ?? suggestedBonus(ap)) : 0;
        const moved = await repo.decide(trx, applicationId, {
          state: decision.approve ? APPLY_STATE.approved : APPLY_STATE.rejected,
          bonus_fen: bonus,
          reason: decision.approve ? '' : decision.reason,
          reviewed_by: operatorId,
          now,
        });
        if (!moved) throw new AppError(ACTIVITY_MSG.reviewed, CODE.conflict);
        if (decision.approve && bonus > 0) {
          const wallet = await ledgerAccounts.main(trx, ap.user_id, now);
          await postJournal(
            trx,
            {
              key: `activity-bonus:${ap.id}`,
              reason: REASON.bonus,
              amount: bonus,
              userId: ap.user_id,
              refType: 'activity',
              refId: String(ap.id),
              legs: [
                { accountId: wallet, amount: bonus },
                { accountId: house, amount: -bonus },
              ],
            },
            now,
          );
          const required = bonusRequirement({
            basis: ap.turnover_basis,
            appliedFen: Number(ap.amount_fen),
            bonusFen: bonus,
            multiple: ap.turnover_multiple,
            depositMultiple,
          });
          await turnover.add(trx, ap.user_id, required, now, {
            kind: 'bonus',
            label: ap.title,
          });
        }
        const credited = bonus > 0 ? `，彩金 ${formatFen(bonus)} 元已到账` : '';
        const content = decision.approve
          ? `您申请的活动「${ap.title}」已审核通过${credited}。`
          : `您申请的活动「${ap.title}」未通过审核：${decision.reason}`;
        await inbox.send(
          trx,
          ap.user_id,
          { kind: 'activity', title: decision.approve ? '活动申请已通过' : '活动申请未通过', content },
          now,
        );
      });
    },
  };
}
