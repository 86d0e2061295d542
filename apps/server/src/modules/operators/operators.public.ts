// What other modules may read of the operators module, which owns `operators` and
// `operator_sessions`. Each function takes the caller's handle first.
import { operatorsRepository } from './operators.repository.js';

export const operators = {
  /** Each known operator's username by id (a Map; ids with no operator are absent). */
  namesByIds: operatorsRepository.namesByIds,
};
