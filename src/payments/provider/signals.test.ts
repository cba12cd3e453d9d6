// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal, timeoutSignal } from './signals';

const IMPLEMENTATIONS = [
  ['native AbortSignal.any', undefined],
  ['the fallback', null],
] as const;

/** The implementation under test: the default (native in node) or none (the fallback). */
const combine = (signals: AbortSignal[], which: undefined | null) => (which === null ? anySignal(signals, null) : anySignal(signals));

describe.each(IMPLEMENTATIONS)('anySignal (%s)', (_name, which) => {
  it('is not aborted while no source is', () => {
    const a = new AbortController();
    const b = new AbortController();
    expect(combine([a.signal, b.signal], which).aborted).toBe(false);
  });

  it.each([0, 1])('aborts when source %i aborts, with its reason, and only once', (index) => {
    const sources = [new AbortController(), new AbortController()];
    const combined = combine(
      sources.map((source) => source.signal),
      which,
    );
    const onAbort = vi.fn();
    combined.addEventListener('abort', onAbort);
    sources[index]!.abort('erste');
    sources[1 - index]!.abort('zweite');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('erste');
    expect(onAbort).toHaveBeenCalledTimes(1);
  });

  it('is aborted at once when a source already is, with that reason', () => {
    const a = new AbortController();
    const b = new AbortController();
    b.abort('schon vorher');
    const combined = combine([a.signal, b.signal], which);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('schon vorher');
  });

  it('never aborts for no sources', () => {
    expect(combine([], which).aborted).toBe(false);
  });
});

describe('anySignal fallback', () => {
  it('stops listening to every source once one aborted', () => {
    const a = new AbortController();
    const b = new AbortController();
    const add = vi.spyOn(b.signal, 'addEventListener');
    anySignal([a.signal, b.signal], null);
    const listening = (add.mock.calls[0]?.[2] as AddEventListenerOptions | undefined)?.signal;
    expect(listening?.aborted).toBe(false);
    a.abort();
    expect(listening?.aborted).toBe(true);
  });
});

describe('timeoutSignal', () => {
  afterEach(() => vi.useRealTimers());

  it('aborts with a TimeoutError after the time, not before', () => {
    vi.useFakeTimers();
    const { signal } = timeoutSignal(30_000);
    vi.advanceTimersByTime(29_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('never aborts once cleared', () => {
    vi.useFakeTimers();
    const { signal, clear } = timeoutSignal(1_000);
    clear();
    vi.advanceTimersByTime(5_000);
    expect(signal.aborted).toBe(false);
  });
});
