/**
 * The strength score, loaded when the shopper first focuses or types in a password field
 * (about 290 kB gzip: most of it the dictionaries). zxcvbn, as WordPress uses, in its maintained
 * TypeScript port @zxcvbn-ts: the common password list, keyboard patterns and the German
 * common words, first and last names. The German Wikipedia word list (300 kB gzip more) is
 * left out: it adds little over the common words for passwords of the length the hint asks for.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import commonWords from '@zxcvbn-ts/language-de/dist/commonWords.json.esm.js';
import firstnames from '@zxcvbn-ts/language-de/dist/firstnames.json.esm.js';
import lastnames from '@zxcvbn-ts/language-de/dist/lastnames.json.esm.js';
import type { Strength } from './rules';

/** Longer input is not scored further (zxcvbn's time grows with the length; the fields allow 200). */
const MAX_SCORED_LENGTH = 100;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common, commonWords, firstnames, lastnames },
  graphs: adjacencyGraphs,
  // Off, as in zxcvbn: with these dictionaries it made one check take 100–350 ms (a keystroke).
  useLevenshteinDistance: false,
});

/** zxcvbn's score 0–4 for the password, the penalised words counting as guessable. */
export function scorePassword(password: string, penalised: readonly string[]): Strength {
  return zxcvbn.check(password.slice(0, MAX_SCORED_LENGTH), [...penalised]).score as Strength;
}
