import { secretProblem } from '@app/shared/node';
import { checkOperatorPassword } from '@app/shared/password-strength';

interface ProfileInput {
  CAPTCHA_MODE: string;
  PUBLIC_URL?: string;
  SEED_DEMO?: string;
  SANDBOXES?: string;
  SANDBOX_GATEWAY_URL?: string;
  DEMO_PROVIDER_URL?: string;
  PAY_SANDBOX_SECRET?: string;
  DEMO_PROVIDER_SECRET?: string;
  ADMIN_INITIAL_PASSWORD?: string;
  AGENT_PERIOD_MS?: number;
}

/** Every secret the site reads: the names the README's configuration table lists. */
export const SECRET_NAMES = ['PAY_SANDBOX_SECRET', 'DEMO_PROVIDER_SECRET'] as const;

/**
 * What makes a configuration unsafe to run with NODE_ENV=production, one sentence each. The
 * server refuses to start while any remain, so a new operator cannot go live on the published
 * development defaults, the test captcha, the demo seed or a third party mounted in-process.
 */
export function productionProblems(config: ProfileInput, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (config.CAPTCHA_MODE !== 'on') problems.push(`CAPTCHA_MODE must be on (is ${config.CAPTCHA_MODE})`);
  if (!config.PUBLIC_URL)
    problems.push('PUBLIC_URL is not set (the address gateways and providers call back)');
  if (config.SEED_DEMO === 'on')
    problems.push('SEED_DEMO=on is refused: production never seeds the demo player or demo data');
  if (config.SANDBOXES === 'embedded') {
    problems.push(
      'SANDBOXES=embedded is refused: ' +
        'the sandbox gateway and demo provider never run inside the site in production',
    );
  }
  if (config.AGENT_PERIOD_MS)
    problems.push('AGENT_PERIOD_MS is refused: agent commission periods follow the calendar in production');
  const weak = config.ADMIN_INITIAL_PASSWORD
    ? checkOperatorPassword(config.ADMIN_INITIAL_PASSWORD, ['admin'])
    : null;
  if (weak) problems.push(`ADMIN_INITIAL_PASSWORD does not meet the operator password rule: ${weak}`);
  // Secrets are checked for the integrations in use; with SANDBOXES=off none of these is read.
  if (config.SANDBOXES === 'external') {
    if (!config.SANDBOX_GATEWAY_URL) problems.push('SANDBOX_GATEWAY_URL is not set (SANDBOXES=external)');
    if (!config.DEMO_PROVIDER_URL) problems.push('DEMO_PROVIDER_URL is not set (SANDBOXES=external)');
    for (const name of SECRET_NAMES) {
      const problem = secretProblem(name, env[name]);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}
