import type { FastifyRequest } from 'fastify';
import { HOSTILE_INPUT_MSG, hasMarkup } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';

export { HOSTILE_INPUT_MSG };

/** The first string field (dotted path and value) that carries markup, if any. */
export function findMarkup(value: unknown, path = '', depth = 0): { field: string; value: string } | null {
  if (typeof value === 'string') return hasMarkup(value) ? { field: path || '请求体', value } : null;
  if (depth > 4 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = findMarkup(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * A preValidation hook: a configuration change carrying markup is refused before anything is
 * read or written, and the attempt is recorded (outcome denied) with the field and what was sent.
 */
export function refuseMarkup(audit: AuditService, action: string, targetType: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const found = findMarkup(request.body) ?? findMarkup(request.params);
    if (!found) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    await audit.record({
      operatorId: request.operator?.id ?? 0,
      action,
      // The path is not validated yet: its control characters (a NUL stops PostgreSQL) are dropped.
      target: {
        type: targetType,
        id: String(params.id ?? params.key ?? params.code ?? params.level ?? '')
          .replace(/\p{Cc}/gu, '')
          .slice(0, 64),
      },
      detail: { reason: 'hostile_markup', field: found.field, value: found.value.slice(0, 200) },
      ip: request.ip,
      outcome: 'denied',
    });
    throw new AppError(HOSTILE_INPUT_MSG);
  };
}
