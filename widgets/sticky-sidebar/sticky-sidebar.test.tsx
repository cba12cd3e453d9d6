import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';

const markup = `<sf-sticky-header><header id="header" style="position: sticky">Kopf</header></sf-sticky-header><div class="site-content"><main>Inhalt</main><sf-sticky-sidebar><aside aria-label="Seitenleiste"><h2>Kategorien</h2></aside></sf-sticky-sidebar></div><footer>Fuß</footer>`;
const host = () => document.querySelector<HTMLElement>('sf-sticky-sidebar')!;
const upgraded = () => waitFor(() => expect(host().hasAttribute('data-sf-upgraded')).toBe(true));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** jsdom does no layout: the window's size, the header's height (flatsomeVars says 70) and the sidebar's. */
function layout(width: number, height: number, sidebar: number, header = 70) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  Object.defineProperty(document.querySelector('header')!, 'offsetHeight', { value: header, configurable: true });
  vi.spyOn(host(), 'getBoundingClientRect').mockReturnValue(new DOMRect(900, 0, 280, sidebar));
  fireEvent(window, new Event('resize'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sf-sticky-sidebar', () => {
  it('sticks 30 px under the header at large widths while it fits the viewport; not at 849 px nor when taller than the room', async () => {
    vi.stubGlobal('flatsomeVars', { sticky_height: '70' });
    document.body.innerHTML = markup;
    layout(1280, 800, 400);
    await upgraded();
    await waitFor(() => expect(host().hasAttribute('data-sf-sticky')).toBe(true));
    expect(host().style.getPropertyValue('--sf-sticky-top')).toBe('100px');

    layout(849, 800, 400);
    await waitFor(() => expect(host().hasAttribute('data-sf-sticky')).toBe(false));
    expect(host().style.getPropertyValue('--sf-sticky-top')).toBe('');

    // A header of two rows (131 px) leaves 669 px: a 700 px sidebar scrolls with the page.
    layout(1280, 800, 700, 131);
    await nextFrame();
    expect(host().hasAttribute('data-sf-sticky')).toBe(false);
    layout(1280, 800, 600, 131);
    await waitFor(() => expect(host().style.getPropertyValue('--sf-sticky-top')).toBe('161px'));
  });

  it('lets go when removed', async () => {
    document.body.innerHTML = markup;
    layout(1280, 800, 400);
    await upgraded();
    await waitFor(() => expect(host().hasAttribute('data-sf-sticky')).toBe(true));
    const sidebar = host();
    sidebar.remove();
    await waitFor(() => expect(sidebar.hasAttribute('data-sf-sticky')).toBe(false));
    expect(sidebar.style.getPropertyValue('--sf-sticky-top')).toBe('');
  });
});
