import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../src/cart/events';
import { cartStore } from '../../src/cart/store';
import { navigate } from '../../src/core/element/navigate';
import { cartFragments, cartRequestsSettled, installFakeShop, json } from '../../src/test/fake-shop';
import './element';
import '../cart-fragments/element';

vi.mock('../../src/core/element/navigate', () => ({ navigate: vi.fn() }));

const header = '<div class="widget_shopping_cart_content"><p>leer</p></div><a href="/cart/" class="header-cart-link">0</a>';
const loopButton = `<sf-add-to-cart><a href="?add-to-cart=101" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="101" data-product_sku="UFS-01" data-success_message="„Spoiler“ wurde deinem Warenkorb hinzugefügt" rel="nofollow">In den Warenkorb</a></sf-add-to-cart>`;
const waitUpgraded = () => waitFor(() => expect(document.querySelector('sf-add-to-cart[data-sf-upgraded]')).not.toBeNull());

describe('sf-add-to-cart', () => {
  /** Listeners a test adds to the page, gone after it. */
  let listening: AbortController;
  beforeEach(() => {
    listening = new AbortController();
    (window as unknown as { wc_add_to_cart_params: object }).wc_add_to_cart_params = { wc_ajax_url: '/?wc-ajax=%%endpoint%%', cart_url: '/cart/', is_cart: '', cart_redirect_after_add: 'no' };
  });
  afterEach(() => {
    listening.abort();
    vi.unstubAllGlobals(); // the fake shop
    vi.mocked(navigate).mockClear();
  });

  it('adds asynchronously with all data attributes, swaps fragments and offers the cart', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(1, '<li>Spoiler</li>'), cart_hash: 'h1' }) });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    const added = vi.fn();
    on('sf:added-to-cart', added);
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
    fireEvent.click(button);
    expect(button.classList.contains('loading')).toBe(true);
    await waitFor(() => expect(document.querySelector('.added_to_cart')?.textContent).toBe('Warenkorb anzeigen'));
    expect(shop.requests[0].form.get('product_id')).toBe('101');
    expect(shop.requests[0].form.get('product_sku')).toBe('UFS-01');
    expect(shop.requests[0].form.get('quantity')).toBe('1');
    expect(button.classList.contains('added')).toBe(true);
    expect(button.classList.contains('loading')).toBe(false);
    expect(document.querySelector('.header-cart-link')?.getAttribute('aria-label')).toBe('Warenkorb: 1 Artikel');
    expect(added).toHaveBeenCalledWith(expect.objectContaining({ cartHash: 'h1', button }), expect.anything());
  });

  it.each([
    ["the shop redirects to the cart after an add (cart_redirect_after_add 'yes'): goes there, no link", { cart_redirect_after_add: 'yes' }, '/cart/', false],
    ["on the cart page (is_cart '1'): no 'Warenkorb anzeigen' link, the cart is right here", { is_cart: '1' }, undefined, false],
    ['elsewhere: the link to the cart', {}, undefined, true],
  ])('%s', async (_name, params, destination, link) => {
    Object.assign((window as unknown as { wc_add_to_cart_params: object }).wc_add_to_cart_params, params);
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(1, '<li>Spoiler</li>'), cart_hash: 'h1' }) });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
    fireEvent.click(button);
    // Done: gone to the cart, or the button marked added (and its status written with it).
    if (destination) await waitFor(() => expect(navigate).toHaveBeenCalledWith(destination));
    else await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    await cartRequestsSettled(shop);
    if (!destination) expect(navigate).not.toHaveBeenCalled();
    // React renders the outcome a task after the add's answer: wait for it (the link), or past it.
    await waitFor(() => expect(!!document.querySelector('.added_to_cart')).toBe(link));
  });

  it('sends every click, one request at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const shop = installFakeShop({
      add_to_cart: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return json({ fragments: cartFragments(1), cart_hash: 'h' });
      },
    });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    const button = document.querySelector<HTMLElement>('.ajax_add_to_cart')!;
    for (let i = 0; i < 5; i++) fireEvent.click(button);
    await waitFor(() => expect(shop.requests).toHaveLength(5));
    await waitFor(() => expect(button.classList.contains('loading')).toBe(false));
    expect(most).toBe(1);
  });

  it('goes to the product page when the shop answers with product_url', async () => {
    installFakeShop({ add_to_cart: () => json({ error: true, product_url: '/product/spoiler/' }) });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    fireEvent.click(document.querySelector('.ajax_add_to_cart')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/product/spoiler/'));
  });

  it('shows a German alert when the shop fails, and refreshes the cart', async () => {
    installFakeShop({ add_to_cart: () => new Response('oops', { status: 500 }) });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    const refresh = vi.fn();
    on('sf:fragment-refresh', refresh);
    fireEvent.click(document.querySelector('.ajax_add_to_cart')!);
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Das Produkt konnte nicht in den Warenkorb gelegt werden. Bitte versuche es erneut.'));
    expect(refresh).toHaveBeenCalled();
  });

  /** A stock variable product form (WooCommerce's variable.php) with the button the plugin marks. */
  const variableForm = (variations: string) =>
    `${header}<sf-add-to-cart><form class="variations_form cart" action="/product/x/" method="post" data-product_id="55" data-product_variations="${variations}"><select name="attribute_pa_inhalt"><option value="1-l" selected>1 l</option></select><input type="number" name="quantity" value="2"><button type="submit" class="single_add_to_cart_button ajax_add_to_cart" data-product_id="55" data-quantity="1">In den Warenkorb</button><input type="hidden" name="add-to-cart" value="55"><input type="hidden" name="product_id" value="55"><input type="hidden" name="variation_id" class="variation_id" value="57"></form></sf-add-to-cart>`;
  const inline = (attributes: object) => JSON.stringify([{ variation_id: 57, attributes }]).replaceAll('"', '&quot;');

  it('adds a variation by its own id as product_id, without the classic add-to-cart field', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(2), cart_hash: 'h' }) });
    document.body.innerHTML = variableForm(inline({ attribute_pa_inhalt: '1-l' }));
    await waitUpgraded();
    document.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    const sent = Object.fromEntries(shop.requests[0].form);
    expect(sent).toMatchObject({ product_id: '57', attribute_pa_inhalt: '1-l', quantity: '2' });
    expect(sent).not.toHaveProperty('add-to-cart');
    expect(sent).not.toHaveProperty('variation_id');
  });

  it("posts the form the classic way for a variation with an 'any' attribute", async () => {
    const shop = installFakeShop({});
    document.body.innerHTML = variableForm(inline({ attribute_pa_inhalt: '' }));
    await waitUpgraded();
    const form = document.querySelector('form')!;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(form.querySelector('button')!.classList.contains('loading')).toBe(true);
    expect(shop.requests).toHaveLength(0);
  });

  it('adds a variation the variation form found where the form prints no variations', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(2), cart_hash: 'h' }) });
    document.body.innerHTML = variableForm('false');
    await waitUpgraded();
    const form = document.querySelector('form')!;
    form.dispatchEvent(new CustomEvent('sf:found-variation', { bubbles: true, detail: { variation: { variation_id: 57, attributes: { attribute_pa_inhalt: '1-l' } } } }));
    form.querySelector('button')!.click();
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    expect(shop.requests[0].form.get('product_id')).toBe('57');
  });

  it('owns its clicks: a handler WooCommerce delegates to the body does not also add', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(1), cart_hash: 'h' }) });
    document.body.innerHTML = header + loopButton;
    await waitUpgraded();
    const delegated = vi.fn();
    document.body.addEventListener('click', delegated, { signal: listening.signal });
    fireEvent.click(document.querySelector('.ajax_add_to_cart')!);
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    expect(delegated).not.toHaveBeenCalled();
  });

  it('uses the quantity field of the product form', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(3), cart_hash: 'h' }) });
    document.body.innerHTML = `${header}<sf-add-to-cart><form class="cart" action="/product/x/" method="post"><input type="number" name="quantity" value="3" min="1"><button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button ajax_add_to_cart" data-product_id="101" data-quantity="1">In den Warenkorb</button></form></sf-add-to-cart>`;
    await waitUpgraded();
    const button = document.querySelector<HTMLButtonElement>('button')!;
    button.click();
    await waitFor(() => expect(shop.requests).toHaveLength(1));
    expect(shop.requests[0].form.get('quantity')).toBe('3');
  });

  it('leaves buttons without product_id alone', async () => {
    const shop = installFakeShop({ add_to_cart: () => json({ fragments: cartFragments(1), cart_hash: 'h' }) });
    document.body.innerHTML = `${header}<sf-add-to-cart><a href="/product/variabel/" class="button ajax_add_to_cart" id="no-id">Ausführung wählen</a></sf-add-to-cart>${loopButton}`;
    await waitFor(() => expect(document.querySelectorAll('sf-add-to-cart[data-sf-upgraded]')).toHaveLength(2));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#no-id')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    // Cart requests go out one at a time in order: once the next button's add is sent, one
    // from the first click would have been sent before it.
    fireEvent.click(document.querySelector('[data-product_id="101"]')!);
    await cartRequestsSettled(shop);
    expect(shop.requests.map((request) => request.form.get('product_id'))).toEqual(['101']);
  });

  describe('when the shop does not answer in time', () => {
    // Only timeouts and the clock are faked: the renderers and the fake shop keep working for real.
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
    afterEach(() => vi.useRealTimers());

    it('says the item may have been added, and re-reads the cart until the late add could have landed', async () => {
      // The demo shop's slow fault: the add happens 20 s after the request, whether or not the client still waits.
      let sentAt = Infinity;
      const shop = installFakeShop({
        add_to_cart: () => {
          sentAt = Date.now();
          return 'never';
        },
        get_refreshed_fragments: () => {
          const count = Date.now() - sentAt >= 20_000 ? 1 : 0;
          return { fragments: cartFragments(count), cart_hash: count ? 'h1' : '' };
        },
      });
      document.body.innerHTML = header + loopButton + '<sf-cart-fragments></sf-cart-fragments>';
      await vi.waitFor(() => expect(document.querySelectorAll('[data-sf-upgraded]')).toHaveLength(2));
      const headerLink = () => document.querySelector('.header-cart-link')?.getAttribute('aria-label');
      fireEvent.click(document.querySelector('.ajax_add_to_cart')!);
      await vi.waitFor(() => expect(sentAt).not.toBe(Infinity));

      await vi.advanceTimersByTimeAsync(15_000);
      await vi.waitFor(() =>
        expect(document.querySelector('[role="alert"]')?.textContent).toBe(
          'Der Shop hat nicht rechtzeitig geantwortet. Deine Änderung wurde eventuell trotzdem übernommen – bitte prüfe deinen Warenkorb, bevor du es erneut versuchst.',
        ),
      );
      // Re-read at once: the shop holds nothing yet.
      await vi.waitFor(() => expect(headerLink()).toBe('Warenkorb: 0 Artikel'));

      // The shop adds after its delay; a later read shows it without a reload. The clock goes
      // on a second at a time, each re-read finishing first (its own 5 s timeout must not pass).
      for (let second = 0; second < 60 && headerLink() !== 'Warenkorb: 1 Artikel'; second++) {
        await vi.advanceTimersByTimeAsync(1_000);
        await vi.waitFor(() => expect(cartStore.getState().pendingRequests).toBe(0));
      }
      await vi.waitFor(() => expect(headerLink()).toBe('Warenkorb: 1 Artikel'));
      expect(shop.requests.filter((request) => request.url.searchParams.get('wc-ajax') === 'add_to_cart')).toHaveLength(1);
    });
  });
});
