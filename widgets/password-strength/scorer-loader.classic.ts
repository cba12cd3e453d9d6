/**
 * The classic script (`schaufenster.iife.js`) cannot load chunks: the scorer and its
 * dictionaries (about 290 kB gzip) are a classic script of their own beside it,
 * `password-strength-scorer.js` (scorer.classic.ts), added to the page on first use.
 */
import type { Scorer } from './scorer-loader';

// The address of the classic script, known only while it runs.
const base = (document.currentScript as HTMLScriptElement | null)?.src ?? document.baseURI;

export function importScorer(): Promise<Scorer> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('password-strength-scorer.js', base).href;
    script.onload = () => {
      const scorer = (window as { SchaufensterPasswordScorer?: Scorer }).SchaufensterPasswordScorer;
      if (scorer) resolve(scorer);
      else reject(new Error('password-strength-scorer.js defined no scorer'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('password-strength-scorer.js failed to load'));
    };
    document.head.append(script);
  });
}
