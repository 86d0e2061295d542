import { useMutation } from '@tanstack/react-query';
import type { AgentTotpSetup } from '@app/shared/agent-contract';
import { api, unwrap } from '../../../lib/api-client';

/** A new secret for the authenticator app; not in force until a code from it is confirmed. */
export async function postTotpSetup(): Promise<AgentTotpSetup> {
  return unwrap(await api.post<AgentTotpSetup>('/agent/api/totp/setup'));
}

export function useTotpSetup() {
  return useMutation({ mutationFn: postTotpSetup });
}
