import { useMutation, useQuery } from '@tanstack/react-query';
import type { RegisterCaps } from '@app/shared/admin-contract';
import { api } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';

export type { RegisterCaps } from '@app/shared/admin-contract';

export const registerCapsKey = ['admin', 'risk', 'register-caps'] as const;

export function useRegisterCaps() {
  return useQuery({
    queryKey: registerCapsKey,
    queryFn: () => api.get<RegisterCaps>('/admin/api/risk/register-caps'),
  });
}

export function useSaveRegisterCaps() {
  return useMutation({
    mutationFn: (body: RegisterCaps) => api.put<RegisterCaps>('/admin/api/risk/register-caps', body),
    onSuccess: (caps) => queryClient.setQueryData(registerCapsKey, caps),
  });
}
