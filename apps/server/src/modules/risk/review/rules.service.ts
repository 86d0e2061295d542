import type { Kysely, Transaction } from 'kysely';
import { settingText } from '@app/shared';
import {
  checkRuleParams,
  WITHDRAWAL_RULES,
  WITHDRAWAL_RULE_CODES,
  WITHDRAWAL_RULE_PARAMS,
  type WithdrawalRuleCode,
  type WithdrawalRulesBody,
  type WithdrawalRulesView,
} from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { formatBeijing } from '../../../lib/clock.js';
import type { RiskDeps } from '../risk.service.js';
import { reviewRepository } from './review.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface ActiveRule {
  code: WithdrawalRuleCode;
  enabled: boolean;
  params: Record<string, number>;
  updatedAt: number | null;
}

/**
 * Every rule as it runs now: the operator's stored switch and figures, or the rule's defaults while
 * none is stored (a fresh install). A stored row its schema no longer reads runs the defaults.
 */
export async function activeRules(q: Q): Promise<ActiveRule[]> {
  const stored = new Map((await reviewRepository.rules(q)).map((r) => [r.code, r]));
  return WITHDRAWAL_RULE_CODES.map((code) => {
    const row = stored.get(code);
    const defaults = WITHDRAWAL_RULES[code].defaults;
    const params = row ? WITHDRAWAL_RULE_PARAMS[code].safeParse(parseJson(row.params)) : undefined;
    if (!row || !params?.success)
      return { code, enabled: defaults.enabled, params: { ...defaults.params }, updatedAt: null };
    return {
      code,
      enabled: Number(row.enabled) === 1,
      params: params.data as Record<string, number>,
      updatedAt: Number(row.updated_at),
    };
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface Actor {
  operatorId: number;
  ip: string;
}

/** The console's 风控规则 screen: the rules and the automatic approval of clear requests. */
export function createRulesService(deps: RiskDeps) {
  const { db, clock, settings, audit } = deps;

  async function view(): Promise<WithdrawalRulesView> {
    const [rules, s] = await Promise.all([activeRules(db), settings.current()]);
    return {
      rules: rules.map((r) => ({
        code: r.code,
        label: WITHDRAWAL_RULES[r.code].label,
        description: WITHDRAWAL_RULES[r.code].description,
        points: WITHDRAWAL_RULES[r.code].points,
        enabled: r.enabled,
        params: r.params,
        updated_at: r.updatedAt ? formatBeijing(new Date(r.updatedAt)) : '',
      })),
      auto_approve: {
        enabled: s.withdraw_auto_approve,
        max: settingText('withdraw_auto_approve_max_fen', s.withdraw_auto_approve_max_fen),
      },
    };
  }

  /** Stores the changed rules and settings with one audit entry (before and after), in one transaction. */
  async function save(body: WithdrawalRulesBody, actor: Actor): Promise<WithdrawalRulesView> {
    const checked = body.rules.map((rule) => {
      const read = checkRuleParams(rule.code, rule.params);
      if ('refused' in read) throw new AppError(read.refused);
      return { ...rule, params: read.params };
    });
    const before = await view();
    const at = clock.now().getTime();
    await inTransaction(db, async (trx) => {
      for (const rule of checked) {
        const params = JSON.stringify(rule.params);
        const row = { code: rule.code, enabled: rule.enabled ? 1 : 0, params, by: actor.operatorId, at };
        await reviewRepository.saveRule(trx, row);
      }
      if (body.auto_approve) {
        const { enabled, max } = body.auto_approve;
        const changes = { withdraw_auto_approve: enabled ? '1' : '0', withdraw_auto_approve_max_fen: max };
        await settings.set(changes, trx);
      }
      await audit.record(
        {
          operatorId: actor.operatorId,
          action: 'risk.rules.update',
          target: { type: 'risk_rules', id: 'withdrawal' },
          detail: { rules: body.rules.map((r) => r.code), auto_approve: body.auto_approve !== undefined },
          before,
          after: { ...body, rules: checked },
          ip: actor.ip,
        },
        trx,
      );
    });
    if (body.auto_approve) settings.invalidate();
    return view();
  }

  return { view, save };
}
