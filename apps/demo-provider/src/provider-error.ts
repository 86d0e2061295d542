/** A refusal the provider answers with its own code (operator API) and a message for the player. */
export class ProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
