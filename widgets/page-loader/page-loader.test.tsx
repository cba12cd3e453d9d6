import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './element';

const markup = `<sf-page-loader><div class="page-loader" aria-hidden="true"><div class="page-loader-inner"><span class="page-loader-logo">Schaufenster</span><span class="loading-spin"></span></div></div></sf-page-loader><a href="/shop/">Shop</a>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-page-loader[data-sf-upgraded]')).not.toBeNull());
const loader = () => document.querySelector<HTMLElement>('.page-loader')!;

/** jsdom's document has loaded before any test runs: these tests are on a page still loading. */
function stillLoading() {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
}

beforeEach(stillLoading);
afterEach(() => {
  document.body.innerHTML = '';
  delete (document as { readyState?: unknown }).readyState;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sf-page-loader', () => {
  it('stays while the page loads, for 1 s at the most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = markup;
    await upgraded();
    vi.advanceTimersByTime(999);
    expect(loader().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader().hidden).toBe(true);
  });

  it('goes once the page has loaded', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    expect(loader().hidden).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(loader().hidden).toBe(true);
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a focus', () => document.querySelector<HTMLElement>('a')!.focus()],
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a wheel turn', () => fireEvent.wheel(document.body)],
  ])('goes at %s: nobody uses the page under it', async (_name, act) => {
    document.body.innerHTML = markup;
    await upgraded();
    expect(loader().hidden).toBe(false);
    act();
    expect(loader().hidden).toBe(true);
  });

  it('reduced motion: gone at once', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    document.body.innerHTML = markup;
    await upgraded();
    expect(loader().hidden).toBe(true);
  });

  it('a page that has loaded already: gone at once', async () => {
    delete (document as { readyState?: unknown }).readyState;
    document.body.innerHTML = markup;
    await upgraded();
    expect(loader().hidden).toBe(true);
  });

  it('never a trap: hidden from screen readers, nothing in it to focus', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    expect(loader().getAttribute('aria-hidden')).toBe('true');
    expect(loader().querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });
});
