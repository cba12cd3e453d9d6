import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';

const slides = (n: number) => Array.from({ length: n }, (_, i) => `<div class="banner"><h3>Angebot ${i + 1}</h3><a class="button" href="/shop/">Mehr</a></div>`).join('');
const slider = (options: object, n = 3) =>
  `<sf-slider><h2>Aktionen</h2><div class="slider-wrapper"><div class="slider" data-flickity-options='${JSON.stringify(options)}'>${slides(n)}</div></div></sf-slider>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-slider[data-sf-upgraded]')).not.toBeNull());
const row = () => document.querySelector<HTMLElement>('.slider')!;
const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('.sf-slider__controls button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;
const currentDot = () => document.querySelector('.sf-slider__dot[aria-current="true"]')?.getAttribute('aria-label');

/** jsdom lays out nothing: each slide 300 px wide, side by side, and scrolling moves the row at once. */
function layOut() {
  const viewport = row();
  Object.defineProperty(viewport, 'clientWidth', { value: 300, configurable: true });
  [...viewport.children].forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * 300, configurable: true }));
  viewport.scrollTo = ((options: ScrollToOptions) => {
    viewport.scrollLeft = options.left ?? 0;
    viewport.dispatchEvent(new Event('scroll'));
  }) as typeof viewport.scrollTo;
}

afterEach(() => vi.useRealTimers());

describe('sf-slider', () => {
  it('a named carousel of labelled slides; previous, picker and next buttons before the slides; wraps around', async () => {
    document.body.innerHTML = slider({ wrapAround: true });
    await upgraded();
    layOut();
    expect(row().getAttribute('role')).toBe('region');
    expect(row().getAttribute('aria-roledescription')).toBe('Karussell');
    expect(row().getAttribute('aria-label')).toBe('Aktionen');
    expect([...row().children].map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 von 3', '2 von 3', '3 von 3']);
    expect([...document.querySelectorAll('.sf-slider__controls button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Vorherige Folie',
      'Folie 1',
      'Folie 2',
      'Folie 3',
      'Nächste Folie',
    ]);
    expect(document.querySelector('.sf-slider__controls')!.nextElementSibling).toBe(row());
    expect(currentDot()).toBe('Folie 1');
    fireEvent.click(button('Nächste Folie'));
    await waitFor(() => expect(currentDot()).toBe('Folie 2'));
    expect(row().scrollLeft).toBe(300);
    fireEvent.click(button('Folie 3'));
    await waitFor(() => expect(currentDot()).toBe('Folie 3'));
    fireEvent.click(button('Nächste Folie'));
    await waitFor(() => expect(currentDot()).toBe('Folie 1'));
    fireEvent.click(button('Vorherige Folie'));
    await waitFor(() => expect(currentDot()).toBe('Folie 3'));
    // No autoplay: the row announces the slide a button brought.
    expect(row().getAttribute('aria-live')).toBe('polite');
    expect(document.querySelector('.sf-slider__play')).toBeNull();
  });

  it('without wrap-around the ends stop: previous disabled on the first, next on the last', async () => {
    document.body.innerHTML = slider({ wrapAround: false });
    await upgraded();
    layOut();
    expect(button('Vorherige Folie').disabled).toBe(true);
    fireEvent.click(button('Folie 3'));
    await waitFor(() => expect(button('Nächste Folie').disabled).toBe(true));
    expect(button('Vorherige Folie').disabled).toBe(false);
  });

  it('autoplay turns every interval, holds while focus is inside, and stops for good with its button', async () => {
    document.body.innerHTML = slider({ autoPlay: 6000 });
    await upgraded();
    layOut();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Re-render with fake timers: pause and start again.
    fireEvent.click(button('Automatisches Weiterblättern anhalten'));
    await waitFor(() => expect(button('Automatisches Weiterblättern starten')).toBeDefined());
    expect(row().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(button('Automatisches Weiterblättern starten'));
    await waitFor(() => expect(row().getAttribute('aria-live')).toBe('off'));
    await vi.advanceTimersByTimeAsync(6000);
    await waitFor(() => expect(currentDot()).toBe('Folie 2'));
    row().querySelector<HTMLElement>('a')!.focus();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(currentDot()).toBe('Folie 2');
    row().querySelector<HTMLElement>('a')!.blur();
    await vi.advanceTimersByTimeAsync(6000);
    await waitFor(() => expect(currentDot()).toBe('Folie 3'));
    fireEvent.click(button('Automatisches Weiterblättern anhalten'));
    await vi.advanceTimersByTimeAsync(18_000);
    expect(currentDot()).toBe('Folie 3');
  });

  it('one slide: no controls, no roles; removed: the markup as the server sent it', async () => {
    document.body.innerHTML = slider({}, 1) + slider({});
    await waitFor(() => expect(document.querySelectorAll('sf-slider[data-sf-upgraded]')).toHaveLength(2));
    const [single, several] = document.querySelectorAll('sf-slider');
    expect(single!.querySelector('.sf-slider__controls')).toBeNull();
    expect(single!.querySelector('.slider')!.hasAttribute('role')).toBe(false);
    several!.remove();
    await waitFor(() => expect(several!.querySelector('.sf-slider__controls')).toBeNull());
    await waitFor(() => expect(several!.querySelector('.slider')!.hasAttribute('role')).toBe(false));
    expect(several!.querySelector('.banner')!.hasAttribute('aria-label')).toBe(false);
  });
});
