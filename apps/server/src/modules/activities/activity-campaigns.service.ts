import type { Kysely } from 'kysely';
import { ACTIVITY_MSG, CODE } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { pageOf } from '../../lib/paging.js';
import { sanitizeRichHtml, stripTags } from '../../lib/sanitize.js';
import { activitiesRepository as repo } from './activities.repository.js';
import { toAdminActivity } from './activity-views.js';

const PER_PAGE = 20;

export interface ActivityInput {
  type_id: number;
  title: string;
  banner: string;
  content: string;
  state?: number;
  can_apply?: number;
  bonus_rate?: number;
  bonus_max_fen?: number;
  turnover_multiple?: string;
  turnover_basis?: string;
  sort?: number;
  apply_rule?: string;
  rule_min_fen?: number;
}

/** The console's campaigns: every activity, hidden ones too, edited with its bonus rules. */
export function createActivityCampaigns(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Every activity, hidden ones too, with the fields an editor needs to save it back unchanged. */
    async adminList(typeId: number | undefined, page: number) {
      const { rows, total } = await repo.page(db, { typeId, shownOnly: false }, page, PER_PAGE);
      return pageOf(rows.map(toAdminActivity), total, page, PER_PAGE);
    },

    async adminDetail(id: number) {
      const a = await repo.find(db, id, false);
      if (!a) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
      return toAdminActivity(a);
    },

    /** Saves a new activity, or an existing one when `id` is given; the content is sanitised here. */
    async save(input: ActivityInput, id?: number): Promise<number> {
      const now = clock.now().getTime();
      const values = {
        type_id: input.type_id,
        title: stripTags(input.title),
        banner: input.banner,
        content: sanitizeRichHtml(input.content),
        state: input.state ?? 1,
        can_apply: input.can_apply ?? 0,
        bonus_rate: input.bonus_rate ?? 0,
        bonus_max_fen: input.bonus_max_fen ?? 0,
        turnover_multiple: input.turnover_multiple ?? '1',
        turnover_basis: input.turnover_basis ?? 'bonus',
        sort: input.sort ?? 0,
        apply_rule: input.apply_rule ?? '',
        rule_min_fen: input.rule_min_fen ?? 0,
        updated_at: now,
      };
      if (id) {
        if (!(await repo.update(db, id, values))) throw new AppError(ACTIVITY_MSG.notFound, CODE.notFound);
        return id;
      }
      return repo.insert(db, { ...values, created_at: now });
    },
  };
}
