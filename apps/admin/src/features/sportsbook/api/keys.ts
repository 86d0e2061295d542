/** Query keys of this feature: a change to a match invalidates the lists and the match. */
export const sportsbookKeys = {
  events: ['admin', 'sportsbook', 'events'] as const,
  event: ['admin', 'sportsbook', 'event'] as const,
  largest: ['admin', 'sportsbook', 'largest'] as const,
};
