/**
 * The server tests' support in one import (`../helpers.js`); each job lives in its own file under
 * ./support: the hand-moved clock, the throw-away database, the app (one node or two, or one per
 * test file), the HTTP call, players, operators, the demo provider's game page and wallet
 * callbacks, money moved by hand in the ledger, and what the database recorded (audit log, inbox).
 */
export { testClock } from './support/clock.js';
export { openTestDatabase } from './support/database.js';
export { buildTestApp, signInOperator, twoNodesPerFile, useTestApp, type TestApp } from './support/app.js';
export { call, callsAs, uploadFile, type Answer } from './support/http.js';
export {
  BANK_TRANSFER,
  bindBankCard,
  depositReadyPlayer,
  ethAddress,
  fundedPlayer,
  GOOD_PASSWORD,
  postAs,
  recharge,
  registerPlayer,
  registrationForm,
  tronAddress,
  uniqueName,
  walletBalance,
} from './support/players.js';
export { OPERATOR_PASSWORDS, operatorToken, roleOperatorToken, roleTokens } from './support/operators.js';
export { playRound, walletCallback } from './support/games.js';
export { mainBalanceFen, moveMoney } from './support/ledger.js';
export { auditEntries, countRows, deniedFor, lastAudit } from './support/audit.js';
export { approvedAgent, TEST_PLAN } from './support/agents.js';
export { gameTransfers, inboxOf, latestWithdrawal } from './support/records.js';
export { moveIntoPlatform, openBook } from './support/sportsbook.js';
export { storeSettingByHand } from './support/settings.js';
export { recordClient, riskCheckOf, riskCleared } from './support/risk.js';
