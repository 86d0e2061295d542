import { useQuery } from '@tanstack/react-query';
import type { HelpFigures } from '@app/shared';
import { api, unwrap } from '../../../lib/api-client';

export async function fetchHelpFigures(): Promise<HelpFigures> {
  return unwrap(await api.post<HelpFigures>('/api/helpFigures'));
}

/** The figures the help copy quotes (minimums, fees), as the operators last set them. */
export function useHelpFigures() {
  return useQuery({ queryKey: ['helpFigures'], queryFn: fetchHelpFigures, staleTime: 60_000 });
}
