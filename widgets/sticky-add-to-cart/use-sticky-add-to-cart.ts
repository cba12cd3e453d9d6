import { useEffect, useState } from 'react';
import { startMachine } from '../../src/core/machine';
import { INITIAL_BAR_STATE, stickyBarMachine, type BarPort, type FormView } from './machine';
import { MIRRORED_CLASSES, QUANTITY_RULE_ATTRIBUTES } from './rules';

const copyAttribute = (to: Element, name: string, value: string | null) => {
  if (value === null) to.removeAttribute(name);
  else if (to.getAttribute(name) !== value) to.setAttribute(name, value);
};

/**
 * The sticky bar stands in for the product's purchase form while that form is scrolled out
 * of view above. What happens when is machine.ts; this hook reads the form, the bar, focus
 * and the observers into its events and carries out its effects. Returns why the last press
 * did not add, if it did not, and what sf-add-to-cart showed after the form's button for the
 * bar's last press (the 'View cart' link or the error), since that place is scrolled away.
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

    const port: BarPort = {
      showBar: (shown) => (bar.hidden = !shown),
      mirrorButton(classes, ariaDisabled) {
        if (!button) return;
        for (const name of MIRRORED_CLASSES) button.classList.toggle(name, classes[name]);
        copyAttribute(button, 'aria-disabled', ariaDisabled);
      },
      setPrice: (html) => price && (price.innerHTML = html),
      mirrorQuantityRules(rules, hidden) {
        if (!quantity) return;
        for (const name of QUANTITY_RULE_ATTRIBUTES) copyAttribute(quantity, name, rules[name]);
        const box = quantity.closest<HTMLElement>('.quantity');
        // Sold individually (a variation may be): no field in the form, none in the bar.
        if (box) box.hidden = hidden;
      },
      setBarQuantity(value) {
        if (!quantity) return;
        quantity.value = value;
        // For the bar's sf-quantity; it does not bubble, which marks it as this echo.
        quantity.dispatchEvent(new Event('input'));
      },
      setFormQuantity(value, eventType) {
        if (!mainQuantity) return;
        mainQuantity.value = value;
        mainQuantity.dispatchEvent(new Event(eventType, { bubbles: true }));
      },
      pressMainButton: () => mainButton.click(),
      message: setMessage,
      outcome: setOutcome,
    };
    const machine = startMachine(stickyBarMachine, INITIAL_BAR_STATE, port);

    const formView = (): FormView => ({
      classes: Object.fromEntries(MIRRORED_CLASSES.map((name) => [name, mainButton.classList.contains(name)])) as FormView['classes'],
      ariaDisabled: mainButton.getAttribute('aria-disabled'),
      price: mainPrice && mainPrice.innerHTML,
      quantity: mainQuantity && {
        rules: Object.fromEntries(QUANTITY_RULE_ATTRIBUTES.map((name) => [name, mainQuantity.getAttribute(name)])) as Record<(typeof QUANTITY_RULE_ATTRIBUTES)[number], string | null>,
        value: mainQuantity.value,
        hidden: mainQuantity.type === 'hidden' || Boolean(mainQuantity.closest<HTMLElement>('.quantity')?.hidden),
      },
    });
    const formChanged = (buttonChanged: boolean) =>
      machine.send({ type: 'form-changed', form: formView(), bar: { price: price && price.innerHTML, quantity: quantity && quantity.value }, buttonChanged });

    // The root reaches far below the viewport: a jump from below to above the viewport (End,
    // an anchor) then still crosses its edge, which an observer of the viewport alone misses.
    const scrolled = new IntersectionObserver((entries) => machine.send({ type: 'position', entry: entries[entries.length - 1], focusInside: bar.contains(document.activeElement) }), {
      rootMargin: '0px 0px 100000% 0px',
    });
    scrolled.observe(mainButton);
    const focusLeft = (event: FocusEvent) => machine.send({ type: 'focus-left', focusInside: bar.contains(event.relatedTarget as Node | null) });
    const formQuantityChanged = (event: Event) => event.target === mainQuantity && formChanged(false);
    const barQuantityChanged = (event: Event) => mainQuantity && quantity && machine.send({ type: 'bar-quantity', value: quantity.value, eventType: event.type, bubbles: event.bubbles });
    const press = (event: MouseEvent) => {
      event.preventDefault();
      machine.send({ type: 'press' });
    };
    const outcomeAfterMainButton = new MutationObserver(() =>
      machine.send({ type: 'outcome-shown', html: mainButton.parentElement?.querySelector(':scope > .sf-add-to-cart__outcome')?.innerHTML ?? '' }),
    );
    if (mainButton.parentElement) outcomeAfterMainButton.observe(mainButton.parentElement, { childList: true, subtree: true, characterData: true });
    const pressedInForm = (event: MouseEvent) => machine.send({ type: 'main-pressed', trusted: event.isTrusted });
    const blocked = (event: Event) => machine.send({ type: 'blocked', message: (event as CustomEvent<{ message: string }>).detail.message, barHidden: Boolean(bar.hidden) });

    const changes = new MutationObserver((records) => formChanged(records.some((record) => record.target === mainButton)));
    changes.observe(mainButton, { attributes: true, attributeFilter: ['class', 'aria-disabled'] });
    if (mainQuantity) changes.observe(mainQuantity, { attributes: true, attributeFilter: [...QUANTITY_RULE_ATTRIBUTES, 'type'] });
    const mainBox = mainQuantity?.closest('.quantity');
    if (mainBox) changes.observe(mainBox, { attributes: true, attributeFilter: ['hidden'] });
    if (mainPrice) changes.observe(mainPrice, { childList: true, subtree: true, characterData: true });
    formChanged(false);

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
    const listening = new AbortController();
    for (const [target, type, listener] of listeners) target?.addEventListener(type, listener as EventListener, { signal: listening.signal });
    return () => {
      scrolled.disconnect();
      changes.disconnect();
      outcomeAfterMainButton.disconnect();
      listening.abort();
      machine.stop({ type: 'stop' });
    };
  }, [host, productElementId]);

  return { message, outcome };
}
