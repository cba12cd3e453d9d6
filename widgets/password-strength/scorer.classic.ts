/**
 * The classic build's scorer script (`password-strength-scorer.js`, rollup.config.mjs): the scorer
 * as a page global that scorer-loader.classic.ts picks up once the script has run.
 */
import { scorePassword } from './scorer.lazy';

(window as { SchaufensterPasswordScorer?: unknown }).SchaufensterPasswordScorer = { scorePassword };
