/**
 * The browser side shared by the player site and the console: money display, the API errors, the
 * session token store and the envelope fetch. Zod-free, so it adds nothing heavy to the player's home.
 */
export * from './money.js';
export * from './errors.js';
export * from './token-store.js';
export * from './envelope-fetch.js';
export * from './device-id.js';
