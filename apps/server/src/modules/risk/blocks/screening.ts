import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { AdmitInput } from '../gate.service.js';
import type { RiskDeps } from '../risk.service.js';
import { createBlockCheck, type BlockInput } from './block-check.js';
import { createRegisterCaps } from './register-caps.service.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The gate's blocklist and registration-cap checks (H2's part of admit). */
export function createScreening(deps: RiskDeps) {
  const blocks = createBlockCheck(deps.clock);
  const caps = createRegisterCaps(deps);
  return {
    /** Inside the event's transaction: blocklists first, then (register) today's caps. */
    async refuse(executor: Q, input: AdmitInput): Promise<void> {
      await blocks.refuse(executor, input);
      if (input.event === 'register') await caps.claim(executor, input.client);
    },
    /**
     * The blocklists alone, for a client with no player yet: login asks before the password is
     * checked, so a blocked client hears the same answer whether or not the password was right.
     */
    client: (executor: Q, input: BlockInput) => blocks.refuse(executor, input),
  };
}
