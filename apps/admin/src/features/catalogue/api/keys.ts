/** Query keys of this feature: an edit invalidates its list (every page and filter of it). */
export const catalogueKeys = {
  channels: ['admin', 'catalogue', 'pay-channels'] as const,
  banks: ['admin', 'catalogue', 'pay-banks'] as const,
  paymentSettings: ['admin', 'catalogue', 'payment-settings'] as const,
  vipLevels: ['admin', 'catalogue', 'vip-levels'] as const,
  platforms: ['admin', 'catalogue', 'platforms'] as const,
  games: ['admin', 'catalogue', 'games'] as const,
  redpacket: ['admin', 'catalogue', 'redpacket'] as const,
};
