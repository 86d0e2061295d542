import type { SportsbookTicket } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { sportsbookBase, type SportsbookPlatform } from './get-events';

export type { SportsbookTicket } from '@app/shared/admin-contract';

/** The open tickets of `platform` that would pay the most, largest first. */
export function getLargest(platform: SportsbookPlatform, limit: number) {
  return api.get<SportsbookTicket[]>(`${sportsbookBase(platform)}/largest`, { limit });
}
