import { BlockList } from 'node:net';
import { canonicalIp, cardKey, parseIp, walletKey } from '@app/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AdmitInput } from '../gate.service.js';
import { BLOCKED_MESSAGES, isBlockedEvent } from '../refusals.js';
import { blocksRepository } from './blocks.repository.js';

type Q = Kysely<DB> | Transaction<DB>;
/** What a block check needs of an event: no player yet before a login's password is checked. */
export type BlockInput = Omit<AdmitInput, 'userId'>;

/** Whether `ip` (canonical) falls in any of the CIDR ranges. */
function inRanges(ip: string, ranges: { value: string }[]): boolean {
  if (!ip || ranges.length === 0) return false;
  const family = parseIp(ip)?.version === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const { value } of ranges) {
    const [network, prefix] = value.split('/');
    const rangeFamily = network!.includes(':') ? 'ipv6' : 'ipv4';
    list.addSubnet(network!, Number(prefix), rangeFamily);
  }
  return list.check(ip, family);
}

/**
 * Refuses register, login, deposit, bind and withdraw when the client's address (or a range
 * holding it), its device id, or the event's card or wallet address is on a blocklist in force.
 * Reads only: run inside the event's transaction, a refusal leaves nothing behind.
 */
export function createBlockCheck(clock: Clock) {
  return {
    async refuse(executor: Q, input: BlockInput): Promise<void> {
      if (!isBlockedEvent(input.event)) return;
      const now = clock.now().getTime();
      const ip = canonicalIp(input.client.ip) ?? '';
      const hit =
        (await blocksRepository.firstActive(
          executor,
          {
            ip,
            device: input.client.deviceId,
            card: input.card ? cardKey(input.card) : '',
            address: input.address ? walletKey(input.address) : '',
          },
          now,
        )) ?? (inRanges(ip, await blocksRepository.activeRanges(executor, now)) ? { id: 0 } : undefined);
      if (hit) throw new AppError(BLOCKED_MESSAGES[input.event]);
    },
  };
}

export type BlockCheck = ReturnType<typeof createBlockCheck>;
