import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import {
  OPERATOR_PASSWORD,
  OPERATOR_PASSWORD_MSG,
  checkOperatorPasswordShape,
} from './rules/operator-password.js';

/**
 * The whole operator password rule, with zxcvbn-ts's guessability estimate: its dictionaries of
 * common and leaked passwords, names and words, keyboard walks, repeats, sequences, dates and
 * l33t spellings. Its own module so that browsers load the dictionaries (~1 MB) only on demand.
 */

/** Words an attacker of this site tries first. */
const SITE_WORDS = ['admin', 'administrator', 'jinsha', 'jinshayule', 'operator', 'houtai', 'caiwu', 'kefu'];

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's score (0-4) of `password`, with the account's own words counted as known. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  // Built on first use: ranking the dictionaries takes a moment.
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  return estimator.check(password, [...SITE_WORDS, ...userInputs.filter(Boolean)]).score;
}

/** The operator password rule; null when `password` meets it. `userInputs`: the username and the like. */
export function checkOperatorPassword(password: string, userInputs: string[] = []): string | null {
  const shape = checkOperatorPasswordShape(password);
  if (shape) return shape;
  return passwordScore(password, userInputs) < OPERATOR_PASSWORD.minScore ? OPERATOR_PASSWORD_MSG.weak : null;
}
