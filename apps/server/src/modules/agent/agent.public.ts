// What other modules may ask of the agent programme (agents, the referral tree, plans, the bet
// settlement journal, periods and statements: owned here). Every function takes the handle first,
// so a caller stays in its own transaction.
import { agentAccountsRepository } from './agent-accounts.repository.js';
import { agentTreeRepository } from './agent-tree.repository.js';
import { FIGURE_REASONS, settlementRepository } from './settlement.repository.js';
import { statementsRepository } from './statements.repository.js';

// --- Play side: the agent console, the bet feed (i28-own-play) ---

/** Ledger reasons that make a player's figures: money in, money out, and what the house gave. */
export { FIGURE_REASONS };

/** The settlement journal the commissions are computed from; the bets module writes each report. */
export const betSettlements = {
  /** What each bet report changed (valid turnover, win/loss), in the transaction that records the bets. */
  record: settlementRepository.recordBets,
};

/** An agent's standing and authenticator, for its console's sign-in. */
export const agentAccounts = {
  /** The agent's plan, state and authenticator secrets; undefined when the user is no agent. */
  consoleAccount: agentAccountsRepository.consoleAccount,
  setTotpPending: agentAccountsRepository.setTotpPending,
  enableTotp: agentAccountsRepository.enableTotp,
  /** Takes a code's time step once: false when it (or a later one) was already used. */
  claimTotpStep: agentAccountsRepository.claimTotpStep,
};

/** The referral tree as of a moment. */
export const agentTree = {
  /** Users whose newest link in effect at `at` names the agent. */
  childrenAt: agentTreeRepository.childrenAt,
  /** A page of the agent's direct players (id, is_agent), highest id first; an account prefix filters. */
  directPlayersPage: agentTreeRepository.directPlayersPage,
  countDirectPlayers: agentTreeRepository.countDirectPlayers,
};

/** The records an agent's figures are made of, and the plans they are paid by. */
export const agentFigures = {
  /** Valid turnover and win/loss per player and platform within [start, end) (of `users` only). */
  betFigures: settlementRepository.betFigures,
  /** Deposits, paid withdrawals and bonuses per player and reason within [start, end). */
  moneyFigures: settlementRepository.moneyFigures,
  plans: settlementRepository.plans,
};

/** Settled statements: an agent's own when its id is given. */
export const agentStatements = {
  list: statementsRepository.list,
  count: statementsRepository.count,
  /** One statement with its period; undefined when it is not the given agent's. */
  detail: statementsRepository.detail,
  lines: statementsRepository.lines,
};
