// What other modules may ask of risk control (its risk_* tables are its own). Each function takes
// the caller's handle first.
import { alertsRepository } from './alerts/alerts.repository.js';

export type { NewAlert } from './alerts/alerts.repository.js';

/** Betting-pattern and wallet alerts for the 风险预警 queue. */
export const riskAlerts = {
  /** Raises a finding once by its fingerprint (a repeat only refreshes the evidence). */
  raise: alertsRepository.raise,
};

/** Each player's risk score (0–100) and its reasons, as the score job last computed them. */
export { scoresOf } from './scores/scores.service.js';
/** The player's linked accounts (same person): device id or address shared. */
export { samePerson } from './links/links.service.js';
