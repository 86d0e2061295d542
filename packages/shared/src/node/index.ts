/** Node-only helpers shared by the site and the third parties it talks to (never bundled for browsers). */
export * from './signing.js';
export * from './chain-address.js';
export * from './third-party-config.js';
export * from './sqlite-statements.js';
