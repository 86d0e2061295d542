// What other modules may ask of the players' inboxes (the messages table, which this module owns).

/** System messages to one player's inbox, sent inside the caller's transaction. */
export { inbox } from './inbox.js';
