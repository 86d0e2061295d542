import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/douserredpacket: one draw; the caller reads the code and shows the message. */
export function postDrawRedpacket() {
  return api.post<{ redpacketmoney: string } | null>('/api/douserredpacket');
}

export function useDrawRedpacketCall() {
  return useMutation({ mutationFn: postDrawRedpacket });
}
