import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import './element';

const marker = (name: string, title: string, bullet = 'true') =>
  `<span class="scroll-to" data-label="Scroll to: #${name}" data-bullet="${bullet}" data-link="#${name}" data-title="${title}"><a name="${name}"></a></span><section><h2>${title}</h2></section>`;
const page = `<sf-scroll-to><div class="entry-content">${marker('zahlen', 'Zahlen')}${marker('versand', 'Versand')}${marker('intern', 'Intern', 'false')}${marker('fragen', 'Fragen')}</div></sf-scroll-to>`;
const links = () => [...document.querySelectorAll<HTMLAnchorElement>('nav.scroll-to-bullets a')];
const current = () => links().find((link) => link.getAttribute('aria-current') === 'location')?.textContent ?? null;

/** jsdom lays out nothing: each marker reports where the test puts it (page coordinates, at scrollY 0). */
function placeMarkers(tops: Record<string, number>) {
  for (const span of document.querySelectorAll<HTMLElement>('.scroll-to')) {
    const top = tops[span.dataset.link!.slice(1)] ?? 0;
    span.getBoundingClientRect = () => ({ top: top - window.scrollY }) as DOMRect;
  }
}
const scrollToY = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => scrollToY(0));

describe('sf-scroll-to', () => {
  it('one bullet per marked section, in order, as a named navigation first in the content; unmarked anchors left out', async () => {
    document.body.innerHTML = page;
    await waitFor(() => expect(links()).toHaveLength(3));
    const nav = document.querySelector('nav.scroll-to-bullets')!;
    expect(nav.getAttribute('aria-label')).toBe('Abschnitte dieser Seite');
    expect(links().map((link) => [link.getAttribute('href'), link.textContent, link.className])).toEqual([
      ['#zahlen', 'Zahlen', 'scroll-to-link'],
      ['#versand', 'Versand', 'scroll-to-link'],
      ['#fragen', 'Fragen', 'scroll-to-link'],
    ]);
    expect(document.querySelector('sf-scroll-to')!.firstElementChild!.contains(nav)).toBe(true);
  });

  it('marks the section being read (scroll spy: 70 px sticky header + 100 px), none above the first', async () => {
    document.body.innerHTML = page;
    await waitFor(() => expect(links()).toHaveLength(3));
    placeMarkers({ zahlen: 400, versand: 1200, intern: 1600, fragen: 2000 });
    scrollToY(0);
    await waitFor(() => expect(current()).toBeNull());
    // No sticky header on this page: the line is 100 px below the top.
    scrollToY(300);
    await waitFor(() => expect(current()).toBe('Zahlen'));
    scrollToY(1150);
    await waitFor(() => expect(current()).toBe('Versand'));
    expect(links().filter((link) => link.classList.contains('active'))).toHaveLength(1);
    scrollToY(2500);
    await waitFor(() => expect(current()).toBe('Fragen'));
  });

  it('draws nothing without marked sections, and removes its navigation when removed', async () => {
    document.body.innerHTML = `<sf-scroll-to><p>Text</p></sf-scroll-to>${page}`;
    await waitFor(() => expect(document.querySelectorAll('sf-scroll-to[data-sf-upgraded]')).toHaveLength(2));
    expect(document.querySelectorAll('nav.scroll-to-bullets')).toHaveLength(1);
    document.querySelectorAll('sf-scroll-to')[1]!.remove();
    expect(document.querySelectorAll('nav.scroll-to-bullets')).toHaveLength(0);
  });
});
