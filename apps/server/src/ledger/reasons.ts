// The codes are on the wire too (the back office filters a player's ledger by them): they live in
// @app/shared beside the contract that validates that filter.
export { REASON, type Reason } from '@app/shared';
