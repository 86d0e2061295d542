/** A refusal the provider answers with its own code (operator API) and a message for the player. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** What the player needs to try again (the sportsbook's new prices), sent with the message. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}
