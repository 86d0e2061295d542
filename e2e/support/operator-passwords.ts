/** Back-office passwords of the browser tests; each meets the operator password rule. */

/** The first operator's: global-setup starts the server with it, the first login replaces it. */
export const ADMIN_INITIAL_PASSWORD = 'Harbor-Lantern-2026!';
export const ADMIN_PASSWORD = 'Ops-Desk-7741-Kite';

/** What the super admin gives a new operator, and what that operator changes it to. */
export const NEW_OPERATOR_PASSWORD = 'Role-Start-5150-Lark';
export const CHANGED_OPERATOR_PASSWORD = 'Role-Desk-8823-Wren';
