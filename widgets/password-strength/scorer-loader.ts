/** How the scorer arrives: its own chunk (module builds); the classic build swaps in scorer-loader.classic.ts (rollup.config.mjs). */
export type Scorer = typeof import('./scorer.lazy');

export const importScorer = (): Promise<Scorer> => import('./scorer.lazy');
