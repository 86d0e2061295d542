/**
 * Where a deposit order stands: pending until credited (approved), or refused by an operator or
 * failed at the gateway (rejected). Other modules count orders by these numbers (protection's
 * deposit limits, the red-packet deposit condition).
 */
export const DEPOSIT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;
