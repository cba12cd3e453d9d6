import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../src/test/intersection-observer';
import './element';

const markup = `<sf-animate><ul><li data-animate="fadeInUp"><span class="count-up">1.250</span> Kunden</li></ul></sf-animate>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-animate[data-sf-upgraded]')).not.toBeNull());

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  viewport = installFakeIntersectionObserver();
});
afterEach(() => {
  document.body.innerHTML = '';
  viewport.restore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sf-animate', () => {
  it('counts up from 0 over 4 s when in view, the final value for screen readers meanwhile', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const count = document.querySelector<HTMLElement>('.count-up')!;
    expect(count.textContent).toBe('1.250');
    viewport.move(count, 'in-view');
    viewport.move(document.querySelector('li')!, 'in-view');
    expect(count.textContent).toBe('0');
    expect(count.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('.screen-reader-text')!.textContent).toBe('1.250');
    expect(document.querySelector('li')!.getAttribute('data-animated')).toBe('true');
    vi.advanceTimersByTime(1000);
    expect(Number(count.textContent!.replace('.', ''))).toBeGreaterThan(0);
    vi.advanceTimersByTime(3100);
    expect(count.textContent).toBe('1.250');
    expect(count.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelector('.screen-reader-text')).toBeNull();
  });

  it('reduced motion: nothing counts or hides', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    document.body.innerHTML = markup;
    await upgraded();
    const count = document.querySelector<HTMLElement>('.count-up')!;
    expect(viewport.watching(count)).toBe(0);
    expect(count.textContent).toBe('1.250');
    expect(document.querySelector('li')!.getAttribute('data-animated')).toBe('true');
    expect(document.querySelector('sf-animate')!.hasAttribute('data-sf-animating')).toBe(false);
  });
});

describe('sf-animate, scrolled past before the code came', () => {
  it('leaves what is above the viewport as it is: final value, shown', async () => {
    document.body.innerHTML = markup;
    await upgraded();
    const count = document.querySelector<HTMLElement>('.count-up')!;
    viewport.move(count, 'above');
    viewport.move(document.querySelector('li')!, 'above');
    expect(count.textContent).toBe('1.250');
    expect(count.hasAttribute('aria-hidden')).toBe(false);
    expect(document.querySelector('li')!.getAttribute('data-animated')).toBe('true');
    expect(viewport.watching(count)).toBe(0);
  });
});
