import { useEffect, useState } from 'react';
import { isAboveViewport, isBarShown, MIRRORED_CLASSES, QUANTITY_RULE_ATTRIBUTES } from './rules';

const copyAttribute = (from: Element, to: Element, name: string) => {
  const value = from.getAttribute(name);
  if (value === null) to.removeAttribute(name);
  else if (to.getAttribute(name) !== value) to.setAttribute(name, value);
};

/**
 * The sticky bar stands in for the product's purchase form while that form is scrolled out
 * of view above. It owns no purchase logic: its quantity and the form's are one value, its
 * button presses the form's button (so sf-add-to-cart and sf-variation-form do the rest),
 * and it wears the form button's state. Returns why the last press did not add, if it did not,
 * and what sf-add-to-cart showed after the form's button for the bar's last press (the 'View
 * cart' link or the error), since that place is scrolled out of view.
 */
export function useStickyAddToCart(host: HTMLElement, productElementId: string | undefined) {
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState('');

  useEffect(() => {
    const bar = host.querySelector<HTMLElement>('.sticky-add-to-cart');
    const product = productElementId ? document.getElementById(productElementId) : document.querySelector('.product');
    const form = product?.querySelector<HTMLFormElement>('form.cart');
    const mainButton = form?.querySelector<HTMLElement>('.single_add_to_cart_button');
    if (!bar || !product || !form || !mainButton) return;
    const button = bar.querySelector<HTMLElement>('.sticky-add-to-cart__button');
    const quantity = bar.querySelector<HTMLInputElement>('input[type="number"]');
    const mainQuantity = form.querySelector<HTMLInputElement>('input[name="quantity"]');
    const price = bar.querySelector<HTMLElement>('.sticky-add-to-cart__price');
    const mainPrice = product.querySelector<HTMLElement>('.summary p.price');
    let active = false;

    const show = (focusInside: boolean) => {
      bar.hidden = !isBarShown(active, focusInside);
    };
    // The root reaches far below the viewport: a jump from below to above the viewport (End,
    // an anchor) then still crosses its edge, which an observer of the viewport alone misses.
    const scrolled = new IntersectionObserver(
      (entries) => {
        active = isAboveViewport(entries[entries.length - 1]);
        show(bar.contains(document.activeElement));
      },
      { rootMargin: '0px 0px 100000% 0px' },
    );
    scrolled.observe(mainButton);
    // Focus leaving a bar that should be gone lets it go now.
    const focusLeft = (event: FocusEvent) => show(bar.contains(event.relatedTarget as Node | null));

    function mirror() {
      if (button) {
        for (const name of MIRRORED_CLASSES) button.classList.toggle(name, mainButton!.classList.contains(name));
        copyAttribute(mainButton!, button, 'aria-disabled');
      }
      if (price && mainPrice && price.innerHTML !== mainPrice.innerHTML) price.innerHTML = mainPrice.innerHTML;
      if (!quantity || !mainQuantity) return;
      for (const name of QUANTITY_RULE_ATTRIBUTES) copyAttribute(mainQuantity, quantity, name);
      const box = quantity.closest<HTMLElement>('.quantity');
      // Sold individually (a variation may be): no field in the form, none in the bar.
      if (box) box.hidden = mainQuantity.type === 'hidden' || Boolean(mainQuantity.closest<HTMLElement>('.quantity')?.hidden);
      if (quantity.value !== mainQuantity.value) {
        quantity.value = mainQuantity.value;
        // For the bar's sf-quantity; it does not bubble, which marks it as this echo.
        quantity.dispatchEvent(new Event('input'));
      }
    }

    const formQuantityChanged = (event: Event) => event.target === mainQuantity && mirror();
    // Typing or stepping in the bar is typing in the form, with the same events for its listeners.
    const barQuantityChanged = (event: Event) => {
      if (!mainQuantity || !quantity || !event.bubbles) return;
      mainQuantity.value = quantity.value;
      mainQuantity.dispatchEvent(new Event(event.type, { bubbles: true }));
    };
    let pressedHere = false;
    const press = (event: MouseEvent) => {
      event.preventDefault();
      pressedHere = true;
      setOutcome('');
      mainButton.click();
    };
    // The outcome is announced once, by the form's own alert: the bar's copy is plain text.
    const outcomeAfterMainButton = new MutationObserver(() => {
      const shown = mainButton.parentElement?.querySelector(':scope > .sf-add-to-cart__outcome');
      if (pressedHere) setOutcome(shown?.innerHTML.replace(/ role="alert"/g, '') ?? '');
    });
    if (mainButton.parentElement) outcomeAfterMainButton.observe(mainButton.parentElement, { childList: true, subtree: true, characterData: true });
    const pressedInForm = (event: MouseEvent) => {
      if (event.isTrusted) pressedHere = false;
    };
    const blocked = (event: Event) => !bar.hidden && setMessage((event as CustomEvent<{ message: string }>).detail.message);

    const changes = new MutationObserver((records) => {
      // A new state of the form's button (another choice, an add) makes an old reason stale.
      if (records.some((record) => record.target === mainButton)) setMessage('');
      mirror();
    });
    changes.observe(mainButton, { attributes: true, attributeFilter: ['class', 'aria-disabled'] });
    if (mainQuantity) changes.observe(mainQuantity, { attributes: true, attributeFilter: [...QUANTITY_RULE_ATTRIBUTES, 'type'] });
    const mainBox = mainQuantity?.closest('.quantity');
    if (mainBox) changes.observe(mainBox, { attributes: true, attributeFilter: ['hidden'] });
    if (mainPrice) changes.observe(mainPrice, { childList: true, subtree: true, characterData: true });
    mirror();

    const listeners: Array<[EventTarget | null, string, (event: never) => void]> = [
      [bar, 'focusout', focusLeft],
      [form, 'input', formQuantityChanged],
      [form, 'change', formQuantityChanged],
      [form, 'sf:add-blocked', blocked],
      [quantity, 'input', barQuantityChanged],
      [quantity, 'change', barQuantityChanged],
      [button, 'click', press],
      [mainButton, 'click', pressedInForm],
    ];
    for (const [target, type, listener] of listeners) target?.addEventListener(type, listener as EventListener);
    return () => {
      scrolled.disconnect();
      changes.disconnect();
      outcomeAfterMainButton.disconnect();
      for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener as EventListener);
      bar.hidden = true;
    };
  }, [host, productElementId]);

  return { message, outcome };
}
