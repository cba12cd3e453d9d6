import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForElement } from '../../src/test/find';
import { stubModalDialogs } from '../../src/test/dialog';
import './element';

// jsdom has no modal dialogs; these stand in for the browser's (Chromium tests cover the real one).
beforeEach(() => {
  stubModalDialogs();
});
afterEach(() => vi.unstubAllGlobals());

const narrow = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));

const drawer = `<sf-cart-drawer><a href="/cart/" class="header-cart-link">Warenkorb</a><dialog id="cart-popup" aria-labelledby="t"><h2 id="t" class="cart-drawer__title">Warenkorb</h2><div class="widget_shopping_cart_content"></div></dialog></sf-cart-drawer>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-cart-drawer[data-sf-upgraded]')).not.toBeNull());

describe('sf-cart-drawer', () => {
  it('opens the dialog from the cart link on narrow screens, closes with its button, focus returns', async () => {
    narrow(true);
    document.body.innerHTML = drawer;
    await upgraded();
    const link = document.querySelector<HTMLAnchorElement>('.header-cart-link')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    const close = await waitForElement(() => document.querySelector<HTMLButtonElement>('.sf-cart-drawer__close-button'));
    expect(close.getAttribute('aria-label')).toBe('Warenkorb schließen');
    fireEvent.click(close);
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('lets the link go to the cart page on wide screens', async () => {
    narrow(false);
    document.body.innerHTML = drawer;
    await upgraded();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.header-cart-link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(document.querySelector('dialog')!.open).toBe(false);
  });

  it('closes on a click on the backdrop (the dialog itself)', async () => {
    narrow(true);
    document.body.innerHTML = drawer;
    await upgraded();
    fireEvent.click(document.querySelector('.header-cart-link')!);
    const dialog = document.querySelector('dialog')!;
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});

describe('sf-cart-drawer with the shop’s own close button', () => {
  it('adds no second close button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query }));
    document.body.innerHTML = drawer.replace('</h2>', '</h2><form method="dialog"><button aria-label="Warenkorb schließen">×</button></form>');
    await upgraded();
    expect(document.querySelectorAll('button[aria-label="Warenkorb schließen"]')).toHaveLength(1);
    expect(document.querySelector('.sf-cart-drawer__close-button')).toBeNull();
  });
});
