import { refreshUnitPrices, type UnitPriceRefreshBody, type UnitPriceRefreshItem } from './contracts';

/**
 * One batched `gzd_refresh_unit_price` request per burst for every unit price on the page
 * (product page and quick view alike), as Germanized's queue does. A newer item for the same
 * product supersedes the older one, waiting or in flight; any failure restores every unit
 * price of its batch.
 */
export type UnitPriceOutcome = { show: string } | { restore: true };
export type QueuedOutcome = UnitPriceOutcome | 'superseded';

interface Entry {
  item: UnitPriceRefreshItem;
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

export function queueUnitPriceRefresh(item: UnitPriceRefreshItem, settings: QueueSettings): Promise<QueuedOutcome> {
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
  for (const entry of batch) inFlight.set(entry.item.key, entry);
  const answered = await refreshUnitPrices(
    batch.map((entry) => entry.item),
    settings.securityToken,
    { timeoutMs: settings.timeoutMs },
  );
  for (const entry of batch) {
    if (inFlight.get(entry.item.key) !== entry) continue; // superseded meanwhile
    inFlight.delete(entry.item.key);
    entry.settle(outcomeFor(entry.item, answered));
  }
}

/** Only an answer for this very product or variation may replace its unit price. */
export function outcomeFor(item: UnitPriceRefreshItem, answered: UnitPriceRefreshBody['products'] | null): UnitPriceOutcome {
  const entry = answered?.[item.key];
  if (entry && String(entry.product_id) === item.product_id && typeof entry.unit_price_html === 'string' && entry.unit_price_html.trim()) {
    return { show: entry.unit_price_html };
  }
  return { restore: true };
}
