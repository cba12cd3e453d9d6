/**
 * Fault settings of a visitor's session (QA): in which mode a registered endpoint fails, with
 * which delay, for how many calls. Which endpoints can fail is the registry's (registry.ts).
 */
import type { FaultRegistry } from './registry.ts';

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

/** A visitor's faults by endpoint name. */
export type FaultSettings = Map<string, FaultSetting>;

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

export type FaultRequest = { ok: true; endpoints: string[]; mode: FaultMode; delayMs: number; times?: number } | { ok: false; message: string };

function parseNonNegativeInt(value: unknown): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Validates { endpoint, mode, delayMs?, times? } (JSON API and HTML form) against the registry. */
export function parseFaultRequest(registry: FaultRegistry, body: unknown): FaultRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: 'Erwartet wird ein JSON-Objekt { endpoint, mode, delayMs?, times? }.' };
  }
  const { endpoint, mode, delayMs, times } = body as Record<string, unknown>;
  if (endpoint !== '*' && !(typeof endpoint === 'string' && registry.has(endpoint))) {
    return { ok: false, message: `Unbekannter Endpunkt. Erlaubt: ${registry.names().join(', ')} oder * (${registry.describeStar()}).` };
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
    endpoints: endpoint === '*' ? registry.starNames() : [endpoint],
    mode,
    delayMs: delay ?? DEFAULT_DELAY_MS,
    times: count,
  };
}

export function applyFaultRequest(faults: FaultSettings, request: Extract<FaultRequest, { ok: true }>): void {
  for (const endpoint of request.endpoints) {
    if (request.mode === 'none') faults.delete(endpoint);
    else faults.set(endpoint, { mode: request.mode, delayMs: request.delayMs, times: request.times });
  }
}

/** Returns the fault for this call (if any) and counts down `times`. */
export function takeFault(faults: FaultSettings, endpoint: string): FaultSetting | undefined {
  const fault = faults.get(endpoint);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) faults.delete(endpoint);
    else faults.set(endpoint, { ...fault, times: fault.times - 1 });
  }
  return fault;
}

/** Every registered endpoint with its setting, in registration order (the JSON API's answer). */
export function describeFaults(registry: FaultRegistry, faults: FaultSettings): Record<string, FaultSetting | { mode: 'none' }> {
  return Object.fromEntries(registry.names().map((endpoint) => [endpoint, faults.get(endpoint) ?? { mode: 'none' as const }]));
}
