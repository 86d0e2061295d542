// What other modules may read of the auth module, which owns the players' `sessions`, `captchas`,
// `login_failures`, `trusted_devices` and `login_history`. Each function takes the caller's handle first.
import { loginHistoryRepository } from './login-history.repository.js';
import { sessionRepository } from './session.repository.js';

export type { LoginFilter } from './login-history.repository.js';

export const sessions = {
  /** How many of the player's sessions are neither revoked nor expired at `now`. */
  activeCount: sessionRepository.activeCount,
  /** When the session of this token hash began and whose it is, or undefined. */
  start: sessionRepository.start,
};

export const logins = {
  /** A page of the player's sign-ins (ip, user agent, time), newest first, and their total (capped). */
  page: loginHistoryRepository.page,
};
