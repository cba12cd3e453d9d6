import { useEffect, useState } from 'react';
import { startMachine } from '../../src/core/machine';
import { getVariation } from '../../src/product/contracts';
import { inlineVariations } from '../../src/product/inline-variations';
import { emitOn } from '../../src/product/events';
import { INITIAL_FORM_STATE, variationFormMachine, type FormEventArgs, type FormPort } from './machine';
import { productDisplay } from './product-display';
import { clampQuantity, quantityLimits } from './rules';

/**
 * WooCommerce's variations form on its own markup. What happens when is machine.ts; this
 * hook reads the selects into its events and carries out its effects on the page.
 */
export function useVariationForm(host: HTMLElement) {
  const [alert, setAlert] = useState('');
  const [button, setButton] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const form = host.querySelector<HTMLFormElement>('form.variations_form');
    if (!form) return;
    const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
    const inline = inlineVariations(form);
    const variationField = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
    const addButton = form.querySelector<HTMLElement>('.single_add_to_cart_button');
    // Every way to submit the form ('buy now' too) is blocked alike, so each says so alike.
    const submitButtons = [...form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')];
    const resetLink = form.querySelector<HTMLElement>('.reset_variations');
    const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
    const details = form.querySelector<HTMLElement>('.single_variation');
    const quantity = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
    const display = productDisplay(host.closest('.product') ?? document);
    const quantityDefaults = quantity && { min: quantity.getAttribute('min'), max: quantity.getAttribute('max') };
    let lookup: AbortController | undefined;
    let resetAnnouncement: ReturnType<typeof setTimeout> | undefined;
    setButton(addButton);

    const chosen = () => Object.fromEntries(selects.map((select) => [select.name, select.value]));
    const setVariationId = (id: number | string) => variationField && (variationField.value = String(id));
    const setDetails = (html: string) => details && (details.innerHTML = html);
    let submitting: Event | undefined;
    const busy = (on: boolean) => {
      if (on) form.setAttribute('aria-busy', 'true');
      else form.removeAttribute('aria-busy');
      for (const button of submitButtons) button.classList.toggle('loading', on);
    };
    const port: FormPort = {
      emit: (...[name, detail]: FormEventArgs) => emitOn(/^sf:(show|hide)-/.test(name) ? (details ?? form) : form, name, (detail ?? {}) as never),
      alert: setAlert,
      announceReset(text, delayMs) {
        clearTimeout(resetAnnouncement);
        if (!resetAlert) return;
        resetAlert.textContent = delayMs ? '' : text;
        if (delayMs) resetAnnouncement = setTimeout(() => (resetAlert.textContent = text), delayMs);
      },
      hideResetLink: (hidden) => resetLink && (resetLink.hidden = hidden),
      allowOptions(allowed) {
        for (const select of selects) {
          const values = allowed[select.name];
          for (const option of select.options) option.disabled = option.value !== '' && values !== null && !values.has(option.value);
        }
      },
      buttons(purchase) {
        for (const button of submitButtons) {
          button.classList.toggle('disabled', purchase !== 'purchasable');
          button.classList.toggle('wc-variation-selection-needed', purchase === 'selection-needed');
          button.classList.toggle('wc-variation-is-unavailable', purchase === 'unavailable');
          button.setAttribute('aria-disabled', String(purchase !== 'purchasable'));
        }
      },
      busy,
      submitAgain() {
        const { submitter } = submitting as SubmitEvent;
        form.requestSubmit(submitter && (submitter as HTMLButtonElement).form === form ? submitter : null);
      },
      show(variation) {
        display.restore();
        display.show(variation);
        setVariationId(variation.variation_id);
        setDetails(`${String(variation.variation_description ?? '')}${String(variation.availability_html ?? '')}`);
        if (!quantity) return;
        const limits = quantityLimits(variation);
        quantity.setAttribute('min', limits.min);
        if (limits.max) quantity.setAttribute('max', limits.max);
        else quantity.removeAttribute('max');
        quantity.value = String(limits.hidden ? 1 : clampQuantity(Number(quantity.value), limits));
        const box = quantity.closest<HTMLElement>('.quantity');
        if (box) box.hidden = limits.hidden;
      },
      clear() {
        setVariationId(0);
        display.restore();
        setDetails('');
        const box = quantity?.closest<HTMLElement>('.quantity');
        if (box) box.hidden = false;
        if (quantity && quantityDefaults) {
          for (const [name, value] of Object.entries(quantityDefaults)) value === null ? quantity.removeAttribute(name) : quantity.setAttribute(name, value);
        }
      },
      unsetVariation: () => setVariationId(0),
      lookup(number, attributes) {
        lookup = new AbortController();
        void getVariation(form.dataset.product_id ?? '', attributes, { signal: lookup.signal, customData: form.dataset.custom_data }).then((result) =>
          machine.send({ type: 'answer', lookup: number, result }),
        );
      },
      abortLookup: () => lookup?.abort(),
      clearSelects() {
        for (const select of selects) select.value = '';
        for (const select of selects) for (const option of select.options) option.disabled = false;
      },
      focusFirstSelect: () => selects[0]?.focus(),
      blockSubmit() {
        submitting?.preventDefault();
        submitting?.stopPropagation();
      },
      restorePage() {
        display.restore();
        busy(false);
      },
    };
    const machine = startMachine(variationFormMachine(inline), INITIAL_FORM_STATE, port);

    const onChange = (event: Event) => {
      if ((event.target as Element).matches('select[name^="attribute_"]')) machine.send({ type: 'choose', chosen: chosen() });
    };
    const reset = (event: Event) => {
      event.preventDefault();
      machine.send({ type: 'reset' });
    };
    // Runs before sf-add-to-cart, which listens further up: an add without a buyable
    // variation stops here with the reason.
    const guardSubmit = (event: SubmitEvent) => {
      submitting = event;
      machine.send({ type: 'submit' });
    };
    const listening = new AbortController();
    const { signal } = listening;
    form.addEventListener('change', onChange, { signal });
    form.addEventListener('submit', guardSubmit, { signal });
    resetLink?.addEventListener('click', reset, { signal });
    machine.send({ type: 'start', chosen: chosen() });
    return () => {
      listening.abort();
      clearTimeout(resetAnnouncement);
      machine.stop({ type: 'stop' });
    };
  }, [host]);

  return { alert, button };
}
