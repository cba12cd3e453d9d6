import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../../src/core/element/navigate';
import { installFakeShop } from '../../src/test/fake-shop';
import { stubModalDialogs } from '../../src/test/dialog';
import './element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

beforeEach(() => {
  stubModalDialogs();
});
afterEach(() => {
  vi.unstubAllGlobals(); // the fake shop
  vi.mocked(navigate).mockClear();
});

const trigger = `<sf-quick-view><a href="/product/spoiler/" class="quick-view" data-prod="101">Schnellansicht</a></sf-quick-view>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-quick-view[data-sf-upgraded]')).not.toBeNull());

describe('sf-quick-view', () => {
  it('shows the shop’s product HTML in a modal dialog named by its title, and returns focus', async () => {
    const shop = installFakeShop({
      flatsome_quickview: () =>
        new Response('<div class="product-quick-view-container"><h2 class="product-title">Universal Frontspoiler</h2><p class="price">89,50 €</p></div>', { headers: { 'Content-Type': 'text/html' } }),
    });
    document.body.innerHTML = trigger;
    await upgraded();
    const link = document.querySelector<HTMLAnchorElement>('a.quick-view')!;
    fireEvent.click(link);
    await waitFor(() => expect(document.querySelector('dialog.sf-quick-view[open]')).not.toBeNull());
    const dialog = document.querySelector<HTMLDialogElement>('dialog.sf-quick-view')!;
    expect(shop.requests[0].form.get('action')).toBe('flatsome_quickview');
    expect(shop.requests[0].form.get('product')).toBe('101');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Universal Frontspoiler');
    fireEvent.click(dialog.querySelector('.sf-quick-view__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sf-quick-view')).toBeNull());
    expect(document.activeElement).toBe(link);
  });

  it.each([
    ['HTTP 500', () => new Response('', { status: 500 })],
    ["admin-ajax's '0'", () => new Response('0', { headers: { 'Content-Type': 'text/html' } })],
    ['a PHP error page', () => new Response('<html><body><b>Fatal error</b>: Uncaught Error in /var/www/html/demo.php:42</body></html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('follows the link when the shop answers %s instead of a popup', async (_name, answer) => {
    installFakeShop({ flatsome_quickview: answer });
    document.body.innerHTML = trigger;
    await upgraded();
    fireEvent.click(document.querySelector('a.quick-view')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringContaining('/product/spoiler/')));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a newer quick view supersedes one still loading: only the last product opens', async () => {
    const shop = installFakeShop({
      flatsome_quickview: ({ form }) => (form.get('product') === '101' ? 'never' : `<div class="product-quick-view-container"><h2 class="product-title">Heckdiffusor</h2></div>`),
    });
    document.body.innerHTML = `<sf-quick-view><a href="/product/spoiler/" class="quick-view" data-prod="101">Spoiler</a><a href="/product/diffusor/" class="quick-view" data-prod="103">Diffusor</a></sf-quick-view>`;
    await upgraded();
    const [first, second] = document.querySelectorAll<HTMLAnchorElement>('a.quick-view');
    fireEvent.click(first!);
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    fireEvent.click(second!);
    await waitFor(() => expect(document.querySelector('dialog.sf-quick-view[open]')).not.toBeNull());
    expect(document.querySelectorAll('dialog.sf-quick-view')).toHaveLength(1);
    expect(document.querySelector('dialog.sf-quick-view .product-title')!.textContent).toBe('Heckdiffusor');
    expect(first!.hasAttribute('aria-busy')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(document.querySelector('.sf-quick-view__close')!);
    await waitFor(() => expect(document.querySelector('dialog.sf-quick-view')).toBeNull());
    expect(document.activeElement).toBe(second);
  });
});
