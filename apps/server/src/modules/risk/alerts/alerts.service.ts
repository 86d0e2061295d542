import {
  RISK_ALERT_LABEL,
  RISK_ALERT_STATE_LABEL,
  type ListPage,
  type RiskAlertKind,
  type RiskAlertRow,
  type RiskAlertState,
} from '@app/shared/admin-contract';
import { CODE } from '@app/shared';
import { inTransaction } from '../../../db/database.js';
import { AppError } from '../../../lib/app-error.js';
import { formatBeijing } from '../../../lib/clock.js';
import type { AuditService } from '../../audit/audit.service.js';
import { operators } from '../../operators/operators.public.js';
import { players } from '../../user/user.public.js';
import type { RiskDeps } from '../risk.service.js';
import { alertsRepository as repo } from './alerts.repository.js';

export interface Actor {
  operatorId: number;
  ip: string;
}

const parseIds = (json: string) => JSON.parse(json) as number[];

/**
 * The 风险预警 queue: alerts with their evidence and the players they name, newest first; a risk
 * operator dismisses one (nothing wrong) or records the action taken (tagged, blocked, refused …),
 * once, audited with the alert in the same transaction.
 */
export function createAlertsService(deps: RiskDeps & { audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function list(filter: {
    state?: RiskAlertState;
    kind?: RiskAlertKind;
    page: number;
    perPage: number;
  }): Promise<ListPage<RiskAlertRow>> {
    const [rows, total] = await Promise.all([
      repo.page(db, filter, filter.page, filter.perPage),
      repo.count(db, filter),
    ]);
    const userIds = rows.flatMap((r) => parseIds(r.user_ids));
    const names = await players.namesByIds(db, userIds);
    const handlers = await operators.namesByIds(
      db,
      rows.flatMap((r) => (r.handled_by === null ? [] : [Number(r.handled_by)])),
    );
    const data = rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      kind_label: RISK_ALERT_LABEL[r.kind],
      state: r.state,
      state_label: RISK_ALERT_STATE_LABEL[r.state],
      users: parseIds(r.user_ids).map((id) => ({ id, username: names.get(id) ?? `#${id}` })),
      evidence: JSON.parse(r.evidence) as Record<string, unknown>,
      note: r.note,
      handled_by: r.handled_by === null ? null : (handlers.get(Number(r.handled_by)) ?? `#${r.handled_by}`),
      handled_at: r.handled_at === null ? null : formatBeijing(Number(r.handled_at)),
      created_at: formatBeijing(Number(r.created_at)),
    }));
    return { total, data };
  }

  async function close(id: number, to: 'dismissed' | 'actioned', note: string, actor: Actor) {
    const alert = await repo.byId(db, id);
    if (!alert) throw new AppError('预警不存在', CODE.notFound);
    const now = clock.now().getTime();
    const closed = await inTransaction(db, async (trx) => {
      if (!(await repo.close(trx, id, to, { operatorId: actor.operatorId, note }, now))) return false;
      await audit.record(
        {
          operatorId: actor.operatorId,
          action: to === 'dismissed' ? 'risk.alert.dismiss' : 'risk.alert.action',
          target: { type: 'risk_alert', id },
          detail: { kind: alert.kind, user_ids: parseIds(alert.user_ids), note },
          before: { state: 'open' },
          after: { state: to },
          ip: actor.ip,
        },
        trx,
      );
      return true;
    });
    if (!closed) throw new AppError('该预警已处理', CODE.badRequest);
  }

  return {
    list,
    dismiss: (id: number, note: string, actor: Actor) => close(id, 'dismissed', note, actor),
    action: (id: number, note: string, actor: Actor) => close(id, 'actioned', note, actor),
  };
}
