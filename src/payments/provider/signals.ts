/**
 * Abort signals for shop calls, on every browser the bundle supports: `AbortSignal.any` is
 * Chrome 116+, Safari 17.4+, Firefox 124+ (MDN, AbortSignal.any_static); older ones get the same
 * behaviour from a controller that follows its sources.
 */

type AnyOf = (signals: AbortSignal[]) => AbortSignal;

/** Looked up per call, not once: a polyfill loaded after this module counts. */
const nativeAny = (): AnyOf | null => (typeof AbortSignal.any === 'function' ? AbortSignal.any.bind(AbortSignal) : null);

/**
 * One signal that aborts when the first of `signals` does, with that one's reason. `any` is the
 * native implementation (a parameter so the fallback can be tested where the native one exists).
 */
export function anySignal(signals: AbortSignal[], any: AnyOf | null = nativeAny()): AbortSignal {
  if (any) return any(signals);
  const controller = new AbortController();
  const already = signals.find((signal) => signal.aborted);
  if (already) {
    controller.abort(already.reason);
    return controller.signal;
  }
  // The listeners go once one source aborts: a long-lived source (a widget's signal) does not
  // keep every finished request's controller alive.
  const listening = new AbortController();
  function onAbort(this: AbortSignal) {
    listening.abort();
    controller.abort(this.reason);
  }
  for (const signal of signals) signal.addEventListener('abort', onAbort, { signal: listening.signal });
  return controller.signal;
}

/**
 * A signal that aborts after `ms` with a TimeoutError, like `AbortSignal.timeout` (Safari 16+),
 * but on the page's timers: it runs on every browser, and a test that installs a fake clock
 * steps over the wait instead of waiting for it. `clear` stops it once the call is over.
 */
export function timeoutSignal(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
