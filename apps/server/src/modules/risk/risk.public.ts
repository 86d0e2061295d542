// What other modules may ask of risk control (its risk_* tables are its own). Each function takes
// the caller's handle first.
import { alertsRepository } from './alerts/alerts.repository.js';

export type { NewAlert } from './alerts/alerts.repository.js';

/** Betting-pattern and wallet alerts for the 风险预警 queue. */
export const riskAlerts = {
  /** Raises a finding once by its fingerprint (a repeat only refreshes the evidence). */
  raise: alertsRepository.raise,
};
