import type { FastifyRequest } from 'fastify';

/** The signed-in operator behind a back-office request, and where it came from (for the audit log). */
export interface OperatorActor {
  operatorId: number;
  ip: string;
}

/** For routes behind app.requirePermission, which sets request.operator. */
export const actorOf = (request: FastifyRequest): OperatorActor => ({
  operatorId: request.operator!.id,
  ip: request.ip,
});
