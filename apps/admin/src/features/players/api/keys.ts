/** Query keys of the players screens; an action on a player refreshes that player and the list. */
export const playersKey = ['admin', 'players'] as const;
export const playerKey = (id: number) => [...playersKey, 'detail', id] as const;
