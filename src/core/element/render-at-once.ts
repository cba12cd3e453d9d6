import { flushSync } from 'react-dom';

/**
 * A widget's first render, committed with its effects before the call returns: its listeners
 * are in place, and `data-sf-upgraded` set, in the task that upgraded the element, not a frame
 * later. React runs the passive effects of a synchronous (flushSync) render at the end of
 * that render. The Preact build uses render-at-once.preact.ts instead (rollup and vitest alias).
 */
export function renderAtOnce(render: () => void): void {
  flushSync(render);
}
