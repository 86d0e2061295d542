import { useMutation } from '@tanstack/react-query';
import type { AgentLoginBody, AgentLoginResult, AgentTotpRequired } from '@app/shared/agent-contract';
import { api } from '../../../lib/api-client';

export function postLogin(body: AgentLoginBody) {
  return api.post<AgentLoginResult | AgentTotpRequired | null>('/agent/api/login', body);
}

/** Resolves with the envelope: a refusal (password, captcha, authenticator code) is an answer. */
export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}

/** The password was right and the account's authenticator code is missing or wrong. */
export function asksForTotp(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as AgentTotpRequired).totp_required === true;
}
