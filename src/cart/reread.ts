import { emit } from './events';

/**
 * After a cart request timed out (15 s) nobody knows whether the shop did the work: a slow
 * PHP worker still finishes after the client gave up, and the client cannot ask about an
 * aborted request. A cart re-read at once can therefore come too early, and no later answer
 * tells the page that the add landed (otherwise the shop may hold 2 while the header says 1). A changed
 * cart hash proves nothing either (the shopper may have added again in the meantime), so the
 * cart is re-read now and then at growing gaps until a minute after the request was sent:
 * by then PHP's max_execution_time (30 s by default) or the web server's FastCGI read timeout
 * (60 s) has ended the worker, so whatever it did is in the last read. Each read is one
 * fragments refresh (the queue folds refreshes that pile up into one). A few requests, and
 * only after a timeout.
 */
const AFTER_TIMEOUT_MS = [3_000, 9_000, 21_000, 45_000];
const refresh = () => emit('sf:fragment-refresh', {});

/** Show the cart as the shop holds it; after a timeout, keep doing so until the request's fate is settled. */
export function rereadCart(timedOut: boolean): void {
  refresh();
  if (timedOut) for (const ms of AFTER_TIMEOUT_MS) setTimeout(refresh, ms);
}
