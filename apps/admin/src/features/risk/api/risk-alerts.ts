import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListPage, RiskAlertKind, RiskAlertRow, RiskAlertState } from '@app/shared/admin-contract';
import { api } from '../../../lib/api-client';

export type { RiskAlertRow } from '@app/shared/admin-contract';

export const riskAlertsKey = ['admin', 'risk', 'alerts'] as const;

export interface RiskAlertFilter {
  state?: RiskAlertState;
  kind?: RiskAlertKind;
}

export function getRiskAlerts(filter: RiskAlertFilter, page: number, perPage: number) {
  return api.get<ListPage<RiskAlertRow>>('/admin/api/risk/alerts', { ...filter, page, per_page: perPage });
}

/** Dismisses an alert or records the action taken on it; the queue reloads either way. */
export function useCloseRiskAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, to, note }: { id: number; to: 'dismiss' | 'action'; note: string }) =>
      api.post<null>(`/admin/api/risk/alerts/${id}/${to}`, { note }),
    onSettled: () => client.invalidateQueries({ queryKey: riskAlertsKey }),
  });
}
