import type { Kysely, Transaction } from 'kysely';
import { beijingDay, formatIp, parseIp } from '@app/shared';
import type { RegisterCaps } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { SettingsService } from '../../site/settings.service.js';
import { isPublicAddress, type RiskClient } from '../client.js';
import { REGISTER_CAP_MESSAGES } from '../refusals.js';
import { registerCountsRepository } from './register-counts.repository.js';

type Q = Kysely<DB> | Transaction<DB>;
const KEYS = ['register_per_ip_daily', 'register_per_device_daily'] as const;

/**
 * The address a registration is counted under: an IPv4 address itself, an IPv6 address by its
 * /64 (one subscriber's network, which hands out addresses freely); null for a private address.
 */
export function capKeyOfIp(text: string): string | null {
  const ip = parseIp(text);
  if (!ip) return null;
  const canonical = formatIp(ip);
  if (!isPublicAddress(canonical)) return null;
  if (ip.version === 4) return canonical;
  return `${formatIp({ version: 6, parts: [...ip.parts.slice(0, 4), 0, 0, 0, 0] })}/64`;
}

export function createRegisterCaps(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, clock, settings, audit } = deps;

  const read = async (executor: Q = db): Promise<RegisterCaps> => {
    const s = await settings.current(executor);
    return {
      register_per_ip_daily: s.register_per_ip_daily,
      register_per_device_daily: s.register_per_device_daily,
    };
  };

  return {
    /**
     * Counts a registration against today's caps (Beijing day) inside the registration's
     * transaction: over either cap it is refused, and the rollback takes the other count back.
     */
    async claim(executor: Q, client: RiskClient): Promise<void> {
      const caps = await read(executor);
      const day = beijingDay(clock.now());
      const ipKey = capKeyOfIp(client.ip);
      const counted = [
        { kind: 'ip' as const, value: ipKey, cap: caps.register_per_ip_daily },
        { kind: 'device' as const, value: client.deviceId || null, cap: caps.register_per_device_daily },
      ];
      for (const { kind, value, cap } of counted) {
        if (cap === 0 || !value) continue;
        if (!(await registerCountsRepository.claim(executor, { day, kind, value }, cap)))
          throw new AppError(REGISTER_CAP_MESSAGES[kind]);
      }
    },

    get: () => read(),

    /** Both figures checked by the settings schema, written with one audit entry (old and new). */
    async set(
      actor: { operatorId: number; ip: string },
      input: Partial<Record<(typeof KEYS)[number], unknown>>,
    ) {
      const submitted = Object.fromEntries(
        KEYS.filter((k) => input[k] !== undefined).map((k) => [k, String(input[k]).trim()]),
      );
      if (Object.keys(submitted).length === 0) throw new AppError('请至少修改一项设置');
      const { texts } = await settings.check(submitted);
      const before = await read();
      await inTransaction(db, async (trx) => {
        await settings.set(texts, trx);
        await audit.record(
          {
            ...actor,
            action: 'risk.register_caps.update',
            target: { type: 'settings', id: 'register_caps' },
            before,
            after: texts,
          },
          trx,
        );
      });
      settings.invalidate();
      return read();
    },
  };
}

export type RegisterCapsService = ReturnType<typeof createRegisterCaps>;
