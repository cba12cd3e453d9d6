import { cartStore } from './store';

/**
 * Cart requests go to the shop one at a time, in order (spec §4): twenty quick clicks are
 * twenty adds, and an older answer can never overwrite a newer cart. A job that is still
 * waiting is dropped when a newer job with the same `supersedes` key arrives (e.g. several
 * quantity changes of one item, or repeated fragment refreshes); its caller gets SUPERSEDED.
 */
export const SUPERSEDED = Symbol('superseded');
export type Superseded = typeof SUPERSEDED;

interface Job {
  key?: string;
  run: () => Promise<unknown>;
  settle: (value: unknown) => void;
}

const waiting: Job[] = [];
let running = false;

export function enqueueCartRequest<T>(run: () => Promise<T>, supersedes?: string): Promise<T | Superseded> {
  return new Promise((resolve) => {
    if (supersedes) {
      const index = waiting.findIndex((job) => job.key === supersedes);
      if (index >= 0) waiting.splice(index, 1)[0].settle(SUPERSEDED);
    }
    waiting.push({ key: supersedes, run, settle: resolve as (value: unknown) => void });
    report();
    void drain();
  });
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  while (waiting.length) {
    const job = waiting.shift()!;
    try {
      job.settle(await job.run());
    } catch (error) {
      // Jobs return failures as values; a throw is a bug, but must not stall the queue.
      console.error('Schaufenster: cart request failed', error);
      job.settle(SUPERSEDED);
    }
    report();
  }
  running = false;
  report();
}

function report(): void {
  cartStore.setState({ pendingRequests: waiting.length + (running ? 1 : 0) });
}
