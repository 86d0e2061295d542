import type { RiskDeps } from '../risk.service.js';
import { createChecksService } from './checks.service.js';
import { createRulesService } from './rules.service.js';

/**
 * The withdrawal risk check (风控审核): the rules operators tune (`rules`) and each request's check
 * (`checks`): written with the request, scored by a leased job, passed or refused by a risk operator.
 */
export function createRiskReview(deps: RiskDeps) {
  return { rules: createRulesService(deps), checks: createChecksService(deps) };
}

export type RiskReview = ReturnType<typeof createRiskReview>;
