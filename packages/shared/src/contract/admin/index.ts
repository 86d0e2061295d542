/**
 * The back-office API contract (`@app/shared/admin-contract`): request schemas the server validates
 * with, the types of what it answers, both read by the console. A module of its own so that the
 * player site's imports never meet these names.
 */
export * from './paging.js';
export * from './money.js';
export * from './players.js';
export * from './protection.js';
export * from './reports.js';
export * from './audit.js';
export * from './operators.js';
export * from './catalogue.js';
export * from './site.js';
export * from './content.js';
export * from './support.js';
export * from './agents.js';
export * from './activities.js';
export * from './redpacket.js';
export * from './sportsbook.js';
export * from './risk-review.js';
export * from './risk-signals.js';
export * from './risk-blocks.js';
