import type { SportsbookTicket } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { sportsbookBase, type SportsbookPlatform } from './get-events';

export type { SportsbookTicket } from '@app/shared/admin-contract';

/**
 * The open tickets of `platform` that would pay the most, largest first (of the `limit` largest
 * asked). The book behind both platforms answers with the tickets of both: the other's are dropped.
 */
export function getLargest(platform: SportsbookPlatform, limit: number) {
  return api
    .get<SportsbookTicket[]>(`${sportsbookBase(platform)}/largest`, { limit })
    .then((tickets) => tickets.filter((t) => t.platform === platform));
}
