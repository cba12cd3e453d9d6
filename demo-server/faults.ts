/**
 * Fault injection per visitor session (QA): make the cart endpoints fail in controlled ways.
 */
export const FAULT_ENDPOINTS = [
  'add_to_cart',
  'remove_from_cart',
  'get_refreshed_fragments',
  'flatsome_ajax_cart_item_alter_quantity',
  'get_variation',
  'gzd_refresh_unit_price',
  'flatsome_quickview',
  'images',
] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** What `*` means: every ajax endpoint, not the images (a hung image would stall every page). */
export const STAR_ENDPOINTS: readonly FaultEndpoint[] = FAULT_ENDPOINTS.filter((e) => e !== 'images');

export const FAULT_MODES = ['none', 'http500', 'invalid_json', 'error_body', 'slow', 'hang'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const FAULT_MODE_LABELS: Record<FaultMode, string> = {
  none: 'Normal',
  http500: 'HTTP 500',
  invalid_json: 'Ungültiges JSON',
  error_body: '200 mit Fehlerantwort',
  slow: 'Langsam (Verzögerung)',
  hang: 'Antwortet nie',
};

export const DEFAULT_DELAY_MS = 3000;
export const MAX_DELAY_MS = 120_000;

export interface FaultSetting {
  mode: Exclude<FaultMode, 'none'>;
  delayMs: number;
  /** Remaining calls this fault applies to; undefined = until changed. */
  times?: number;
}

export function isFaultEndpoint(value: unknown): value is FaultEndpoint {
  return typeof value === 'string' && (FAULT_ENDPOINTS as readonly string[]).includes(value);
}

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

export type FaultRequest =
  | { ok: true; endpoints: FaultEndpoint[]; mode: FaultMode; delayMs: number; times?: number }
  | { ok: false; message: string };

function parseNonNegativeInt(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Validates { endpoint, mode, delayMs?, times? } (JSON API and HTML form). */
export function parseFaultRequest(body: unknown): FaultRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'Erwartet wird ein JSON-Objekt { endpoint, mode, delayMs?, times? }.' };
  }
  const { endpoint, mode, delayMs, times } = body as Record<string, unknown>;
  if (endpoint !== '*' && !isFaultEndpoint(endpoint)) {
    return { ok: false, message: `Unbekannter Endpunkt. Erlaubt: ${FAULT_ENDPOINTS.join(', ')} oder * (alle außer images).` };
  }
  if (!isFaultMode(mode)) {
    return { ok: false, message: `Unbekannter Modus. Erlaubt: ${FAULT_MODES.join(', ')}.` };
  }
  const delay = parseNonNegativeInt(delayMs);
  if (delay === null || (delay !== undefined && delay > MAX_DELAY_MS)) {
    return { ok: false, message: `delayMs muss eine ganze Zahl zwischen 0 und ${MAX_DELAY_MS} sein.` };
  }
  const count = parseNonNegativeInt(times);
  if (count === null || count === 0) {
    return { ok: false, message: 'times muss eine positive ganze Zahl sein.' };
  }
  return {
    ok: true,
    endpoints: endpoint === '*' ? [...STAR_ENDPOINTS] : [endpoint as FaultEndpoint],
    mode,
    delayMs: delay ?? DEFAULT_DELAY_MS,
    times: count,
  };
}

export function applyFaultRequest(faults: Map<string, FaultSetting>, request: Extract<FaultRequest, { ok: true }>): void {
  for (const endpoint of request.endpoints) {
    if (request.mode === 'none') faults.delete(endpoint);
    else faults.set(endpoint, { mode: request.mode, delayMs: request.delayMs, times: request.times });
  }
}

/** Returns the fault for this call (if any) and counts down `times`. */
export function takeFault(faults: Map<string, FaultSetting>, endpoint: FaultEndpoint): FaultSetting | undefined {
  const fault = faults.get(endpoint);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(endpoint);
    else faults.set(endpoint, { ...fault, times: fault.times - 1 });
  }
  return fault;
}

export function describeFaults(faults: Map<string, FaultSetting>): Record<FaultEndpoint, FaultSetting | { mode: 'none' }> {
  const out = {} as Record<FaultEndpoint, FaultSetting | { mode: 'none' }>;
  for (const endpoint of FAULT_ENDPOINTS) out[endpoint] = faults.get(endpoint) ?? { mode: 'none' };
  return out;
}
