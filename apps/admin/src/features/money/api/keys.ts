/** Query keys of the money screens: a review invalidates its queue, its history and the player panel. */
export const depositsKey = ['admin', 'deposits'] as const;
export const withdrawalsKey = ['admin', 'withdrawals'] as const;
export const adjustmentsKey = ['admin', 'adjustments'] as const;
export const playerContextKey = ['admin', 'player-context'] as const;
