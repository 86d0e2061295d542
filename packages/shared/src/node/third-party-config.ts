/**
 * Secrets and the rule they must meet in production. The development values below are written in
 * this repository, so anyone can read them: they work only outside production.
 */
export const DEV_SECRETS = {
  PAY_SANDBOX_SECRET: 'sandbox-secret-change-me-0001',
  DEMO_PROVIDER_SECRET: 'demo-provider-secret-change-me',
} as const;

export const MIN_SECRET_BYTES = 32;

/** Why a secret is unfit for production, or null when it is fit. */
export function secretProblem(
  name: string,
  value: string | undefined,
  published: Iterable<string> = Object.values(DEV_SECRETS),
): string | null {
  if (!value) return `${name} is not set`;
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES) return `${name} is shorter than ${MIN_SECRET_BYTES} bytes`;
  for (const known of published)
    if (value === known) return `${name} equals a value written in the repository`;
  return null;
}

/** The start-up refusal: one line per problem, then exit. */
export function refuseToStart(what: string, problems: string[]): never {
  console.error(`${what} refuses to start in production:`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
