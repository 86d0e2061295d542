/**
 * What we need from a payment gateway. Real gateways plug in behind this interface; the sandbox
 * implements it end to end on one machine. No method is ever called inside a database transaction.
 */
export interface CreateOrderInput {
  /** Our deposit number, echoed back in every callback. */
  merchantOrderNo: string;
  /** In the currency's minor unit: fen for CNY, cents for USDT. */
  amount: number;
  currency: 'CNY' | 'USDT';
  channel: string;
  notifyUrl: string;
  /** Where the pay page sends the player back when done (absolute, or site-relative for the sandbox). */
  returnUrl: string;
}

export interface CreatedOrder {
  gatewayOrderNo: string;
  /** The page where the player pays. */
  payUrl: string;
  /** For crypto channels: the address to send to. */
  address: string;
}

export interface CallbackEvent {
  eventId: string;
  merchantOrderNo: string;
  status: 'paid' | 'failed';
  amount: number;
  currency: string;
}

export type VerifiedCallback =
  { ok: true; event: CallbackEvent } | { ok: false; reason: 'bad_signature' | 'stale' | 'malformed' };

export interface PaymentGateway {
  readonly name: string;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /** Checks the signature over timestamp and raw body and the replay window, then normalises the event. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): VerifiedCallback;
  /** The exact body that tells the gateway to stop retrying. */
  readonly ackBody: string;
}
