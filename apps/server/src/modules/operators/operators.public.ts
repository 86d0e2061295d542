// What other modules may ask of the back office's operators (the operators table, which this module
// owns). Every function takes the handle first, so a caller stays in its own transaction.
import { operatorsRepository, type NewOperator } from './operators.repository.js';

export type { NewOperator };

// --- Play side: names beside records, the first operator's setup (i28-own-play) ---

export const operators = {
  /** Whether any operator account exists (the first-operator setup runs only before one does). */
  any: operatorsRepository.anyOperator,
  /** Creates an operator account; answers its id. */
  create: operatorsRepository.insert,
  /** Each of these operators' username, by id (operators that do not exist are left out). */
  namesByIds: operatorsRepository.namesByIds,
};
