import { useQuery } from '@tanstack/react-query';
import type { CardRecord, CardType } from '@app/shared';
import { api, unwrap } from '../lib/api-client';
import { ME_KEY, useToken } from '../lib/session';

/** Every card list of the player; binding or unbinding one invalidates them all. */
export const cardsRootKey = [ME_KEY, 'cards'] as const;
export const cardsKey = (type: CardType) => [...cardsRootKey, type] as const;

export async function fetchCards(type: CardType): Promise<CardRecord[]> {
  return unwrap(await api.post<CardRecord[]>('/api/getcard', { type })) ?? [];
}

/**
 * Bound bank cards (1), USDT addresses (2) or AnToken addresses (4): bind screens, deposit and
 * withdraw read them.
 */
export function useCards(type: CardType) {
  const token = useToken();
  return useQuery({
    queryKey: cardsKey(type),
    queryFn: () => fetchCards(type),
    enabled: token !== null,
  });
}
