/**
 * Where a deposit order stands: pending until credited (approved), or refused by an operator or
 * failed at the gateway (rejected). Other modules count orders by these numbers (protection's
 * deposit limits, the red-packet deposit condition).
 */
export const DEPOSIT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * How long a player has to pay an order opened at a gateway. Gateways close their cashier after a
 * window like this; the site closes the order with it (deposit-expiry.job.ts), and a payment that
 * still arrives later is credited all the same (deposit-callbacks.service.ts).
 */
export const PAY_WINDOW_MS = 30 * 60_000;

/** Orders that wait for an operator (bank transfers) have no pay window. */
export const REVIEWED_CHANNEL = 'bank';
