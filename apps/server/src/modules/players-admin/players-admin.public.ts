// What other modules may ask of the back office's player screens (this module owns no table: it
// reads the players, their money and their sign-ins through each owner's public functions).
export { pageWithReviewContext, type ReviewContext } from './review-context.js';
