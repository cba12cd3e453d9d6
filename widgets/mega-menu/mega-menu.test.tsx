import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';

const item = (name: string) =>
  `<li class="menu-item has-dropdown"><a href="/product-category/${name}/" class="nav-top-link">${name}</a><div class="nav-dropdown nav-dropdown--mega"><p>Text</p><ul><li><a href="/product-category/${name}/?orderby=popularity">Bestseller</a></li><li><a href="/product-category/${name}/?orderby=date">Neuheiten</a></li></ul></div></li>`;
const markup = `<header><div class="header-inner"><nav aria-label="Hauptmenü"><sf-mega-menu><ul><li><a href="/shop/">Shop</a></li>${item('pflege')}${item('innenraum')}</ul></sf-mega-menu></nav></div></header><main><a href="#x">Weiter</a></main>`;

const upgraded = () => waitFor(() => expect(document.querySelector('sf-mega-menu[data-sf-upgraded]')).not.toBeNull());
const items = () => [...document.querySelectorAll<HTMLElement>('li.has-dropdown')];
const trigger = (index: number) => items()[index]!.querySelector<HTMLElement>('a.nav-top-link')!;
const dropdown = (index: number) => items()[index]!.querySelector<HTMLElement>('.nav-dropdown')!;
const mouse = (element: Element, type: 'pointerenter' | 'pointerleave') => element.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse' }));

/** jsdom does no layout: a 1280 px window, the header row's content box 56–1224, each dropdown 640 px wide at its item. */
function layout(rowRight = 1224) {
  Object.defineProperty(document.documentElement, 'clientWidth', { value: 1280, configurable: true });
  vi.spyOn(document.querySelector('.header-inner')!, 'getBoundingClientRect').mockReturnValue(new DOMRect(56, 0, rowRight - 56, 70));
  [549, 624].forEach((left, index) => vi.spyOn(dropdown(index), 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 70, 640, 200)));
}

afterEach(() => vi.restoreAllMocks());

describe('sf-mega-menu', () => {
  it('opens on hover, keeps the last item’s panel inside the header row (moved left as far as it overflows), closes when the mouse leaves', async () => {
    document.body.innerHTML = markup;
    layout();
    await upgraded();
    expect(trigger(0).getAttribute('aria-expanded')).toBe('false');
    mouse(items()[0]!, 'pointerenter');
    expect(items()[0]!.classList.contains('current-dropdown')).toBe(true);
    expect(trigger(0).getAttribute('aria-expanded')).toBe('true');
    // 549 + 640 = 1189 fits: not moved.
    expect(dropdown(0).style.getPropertyValue('--sf-dropdown-shift')).toBe('');
    mouse(items()[0]!, 'pointerleave');
    mouse(items()[1]!, 'pointerenter');
    expect(items()[0]!.classList.contains('current-dropdown')).toBe(false);
    expect(trigger(0).getAttribute('aria-expanded')).toBe('false');
    // 624 + 640 = 1264 overflows 1224 by 40.
    expect(dropdown(1).style.getPropertyValue('--sf-dropdown-shift')).toBe('-40px');
    mouse(items()[1]!, 'pointerleave');
    expect(trigger(1).getAttribute('aria-expanded')).toBe('false');
  });

  it('does not move anything in a header row narrower than 750 px (spec §9)', async () => {
    document.body.innerHTML = markup;
    layout(56 + 749);
    await upgraded();
    mouse(items()[1]!, 'pointerenter');
    expect(trigger(1).getAttribute('aria-expanded')).toBe('true');
    expect(dropdown(1).style.getPropertyValue('--sf-dropdown-shift')).toBe('');
  });

  it('keyboard: focus opens, Escape closes and returns to the link, ArrowDown opens and moves to the first link, leaving closes', async () => {
    document.body.innerHTML = markup;
    layout();
    await upgraded();
    trigger(1).focus();
    expect(trigger(1).getAttribute('aria-expanded')).toBe('true');
    expect(dropdown(1).style.getPropertyValue('--sf-dropdown-shift')).toBe('-40px');
    const first = dropdown(1).querySelector('a')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger(1));
    expect(trigger(1).getAttribute('aria-expanded')).toBe('false');
    expect(items()[1]!.classList.contains('sf-dropdown--closed')).toBe(true);
    fireEvent.keyDown(trigger(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    expect(items()[1]!.classList.contains('sf-dropdown--closed')).toBe(false);
    expect(trigger(1).getAttribute('aria-expanded')).toBe('true');
    document.querySelector<HTMLElement>('main a')!.focus();
    expect(trigger(1).getAttribute('aria-expanded')).toBe('false');
    expect(items()[1]!.classList.contains('current-dropdown')).toBe(false);
  });

  it('gives the server markup back when removed', async () => {
    const server = document.createElement('template');
    server.innerHTML = markup;
    document.body.innerHTML = markup;
    layout();
    await upgraded();
    trigger(1).focus();
    document.querySelector<HTMLElement>('main a')!.focus();
    const menu = document.querySelector('sf-mega-menu')!;
    expect(menu.querySelector('ul')!.outerHTML).not.toBe(server.content.querySelector('sf-mega-menu ul')!.outerHTML);
    menu.remove();
    await waitFor(() => expect(menu.querySelector('ul')!.outerHTML).toBe(server.content.querySelector('sf-mega-menu ul')!.outerHTML));
  });
});
