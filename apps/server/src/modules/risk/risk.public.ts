// What other modules may ask of risk control (its tables are risk_*). Each function takes the
// caller's handle first, so a read inside the caller's transaction sees what it wrote.
export { linkedAccounts, samePerson } from './links/links.service.js';
export { effectsOf, tagsOf } from './tags/tag-effects.js';
