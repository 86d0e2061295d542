import { useQuery } from '@tanstack/react-query';
import type { SportsbookEvent, SportsbookEventDetail } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';
import { sportsbookKeys } from './keys';

export type { SportsbookEvent, SportsbookEventDetail } from '@app/shared/admin-contract';

/** 沙巴体育 (football, basketball) or IA电竞 (esports). */
export type SportsbookPlatform = 'sb' | 'ia';
export type PhaseFilter = 'all' | 'pre' | 'live' | 'ended';

const base = (platform: SportsbookPlatform) => `/admin/api/sportsbook/${platform}`;
const eventPath = (platform: SportsbookPlatform, id: string) =>
  `${base(platform)}/events/${encodeURIComponent(id)}`;

export function getEvents(platform: SportsbookPlatform, phase: PhaseFilter) {
  return api.get<SportsbookEvent[]>(`${base(platform)}/events`, { phase });
}

export function getEvent(platform: SportsbookPlatform, id: string) {
  return api.get<SportsbookEventDetail>(eventPath(platform, id));
}

/** One match with its markets and exposure, read again every 10 s while it is open (prices move). */
export function useEvent(platform: SportsbookPlatform, id: string | null) {
  return useQuery({
    queryKey: [...sportsbookKeys.event, platform, id],
    queryFn: () => getEvent(platform, id!),
    enabled: id !== null,
    refetchInterval: 10_000,
  });
}

export { base as sportsbookBase, eventPath };
