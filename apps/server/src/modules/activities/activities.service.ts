import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { RiskGate } from '../risk/risk.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { createPlayerActivities } from './activities-player.service.js';
import { createActivityCampaigns } from './activity-campaigns.service.js';
import { createActivityReview } from './activity-review.service.js';

/**
 * Promotions: categories and activities players browse (content sanitised when saved and when
 * served), applications (one pending per activity and player, enforced by a partial unique index)
 * and their review: an approval credits its bonus through the ledger once, with its turnover.
 * The player's side, the console's campaigns and the review are each in their own file.
 */
export function createActivitiesService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  protection?: { assertPlayable(userId: number): Promise<void> };
  /** Risk control records (and may refuse) each application, in its transaction. */
  gate: RiskGate;
  /** The deposits' own turnover multiple, which an offer's (本金+彩金) requirement takes in. */
  settings: SettingsService;
}) {
  return {
    player: createPlayerActivities(deps),
    campaigns: createActivityCampaigns(deps),
    review: createActivityReview(deps),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
