/**
 * The server tests' support in one import (`../helpers.js`); each job lives in its own file under
 * ./support: the hand-moved clock, the throw-away database, the app (one node or two), the HTTP
 * call, players, operators and the audit log.
 */
export { testClock } from './support/clock.js';
export { openTestDatabase } from './support/database.js';
export { buildTestApp, signInOperator, twoNodesPerFile, useTestApp, type TestApp } from './support/app.js';
export { call, callsAs, type Answer } from './support/http.js';
export {
  bindBankCard,
  depositReadyPlayer,
  ethAddress,
  fundedPlayer,
  GOOD_PASSWORD,
  registerPlayer,
  tronAddress,
  uniqueName,
} from './support/players.js';
export { OPERATOR_PASSWORDS, operatorToken, roleOperatorToken, roleTokens } from './support/operators.js';
export { auditEntries, countRows, lastAudit } from './support/audit.js';
