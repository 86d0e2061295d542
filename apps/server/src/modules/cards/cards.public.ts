// What other modules may ask of the cards module, which owns `cards` (the players' bound bank cards
// and wallet addresses) and `banks` (the list of banks). Each function takes the caller's handle first.
import { cardsRepository } from './cards.repository.js';

export const cards = {
  /** The player's card (or address) of this id, still bound; undefined otherwise. */
  bound: cardsRepository.findOwned,
  /** Every card and address the player has bound, by type, oldest first. */
  allBound: cardsRepository.allActive,
  /** Whether the player has any card or address bound. */
  anyBound: cardsRepository.hasAnyActive,
  /** When a card or address was bound, by its id (the withdrawal risk check). */
  boundAt: cardsRepository.boundAt,
  /** The players who ever bound this card number or address (the console's player search). */
  usersByNumber: cardsRepository.usersByNumber,
};

export const banks = {
  /** A bank's name by its id in the list, or undefined. */
  nameOf: cardsRepository.bankName,
};
