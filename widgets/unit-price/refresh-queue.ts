import { wcAjaxUrl } from '../../src/config/page-globals';
import { postForm } from '../../src/http/shop-client';
import { outcomeFor, type RefreshItem, type RefreshOutcome } from './rules';

/**
 * One batched `gzd_refresh_unit_price` request per burst for every unit price on the page
 * (product page and quick view alike), as Germanized's queue does. A newer item for the same
 * product supersedes the older one, waiting or in flight; any failure restores every unit
 * price of its batch.
 */
export type QueuedOutcome = RefreshOutcome | 'superseded';

interface Entry {
  item: RefreshItem;
  settle: (outcome: QueuedOutcome) => void;
}

const waiting = new Map<string, Entry>();
const inFlight = new Map<string, Entry>();
let timer: ReturnType<typeof setTimeout> | undefined;

export interface QueueSettings {
  delayMs: number;
  securityToken: string;
  timeoutMs?: number;
}

export function queueUnitPriceRefresh(item: RefreshItem, settings: QueueSettings): Promise<QueuedOutcome> {
  return new Promise((resolve) => {
    for (const entries of [waiting, inFlight]) {
      entries.get(item.key)?.settle('superseded');
      entries.delete(item.key);
    }
    waiting.set(item.key, { item, settle: resolve });
    clearTimeout(timer);
    timer = setTimeout(() => void flush(settings), settings.delayMs);
  });
}

async function flush(settings: QueueSettings): Promise<void> {
  const batch = [...waiting.values()];
  waiting.clear();
  if (!batch.length) return;
  const fields: Record<string, string> = { security: settings.securityToken, queue_id: String(Date.now()) };
  batch.forEach(({ item }, index) => {
    for (const [name, value] of Object.entries(item)) fields[`products[${index}][${name}]`] = value;
    inFlight.set(item.key, batch[index]);
  });
  const answer = await postForm(wcAjaxUrl('gzd_refresh_unit_price'), fields, { timeoutMs: settings.timeoutMs });
  for (const entry of batch) {
    if (inFlight.get(entry.item.key) !== entry) continue; // superseded meanwhile
    inFlight.delete(entry.item.key);
    entry.settle(answer.ok ? outcomeFor(entry.item, answer.body) : { restore: true });
  }
}
