import { ACTIVITY_RULES, formatFen, type Activity, type ActivityRule } from '@app/shared';
import type { AdminActivity } from '@app/shared/admin-contract';
import { formatBeijing } from '../../lib/clock.js';
import { sanitizeRichHtml } from '../../lib/sanitize.js';

interface ActivityRow {
  id: number;
  type_id: number;
  title: string;
  banner: string;
  created_at: number;
  state: number;
  content: string;
  can_apply: number;
}

/** An activity as players see it; its content is sanitised again when served. */
export const toActivity = (a: ActivityRow): Activity => ({
  id: a.id,
  type: a.type_id,
  title: a.title,
  banner: a.banner,
  created_at: formatBeijing(new Date(Number(a.created_at))),
  state: a.state,
  content: sanitizeRichHtml(a.content),
  can_apply: a.can_apply === 1 ? 1 : 0,
});

/** An activity with the bonus rules an editor needs to save it back unchanged. */
export const toAdminActivity = (
  a: ActivityRow & {
    bonus_rate: number;
    bonus_max_fen: number;
    turnover_multiple: string;
    turnover_basis: string;
    sort: number;
    apply_rule: string;
    rule_min_fen: number;
  },
): AdminActivity => ({
  ...toActivity(a),
  bonus_percent: (a.bonus_rate / 100).toFixed(2),
  bonus_max: formatFen(Number(a.bonus_max_fen)),
  turnover_multiple: a.turnover_multiple,
  turnover_basis: a.turnover_basis === 'principal_and_bonus' ? 'principal_and_bonus' : 'bonus',
  sort: a.sort,
  apply_rule: a.apply_rule in ACTIVITY_RULES ? (a.apply_rule as ActivityRule) : '',
  rule_min: formatFen(Number(a.rule_min_fen)),
});
