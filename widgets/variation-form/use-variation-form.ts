import { useEffect, useState } from 'react';
import { emitOn } from '../../src/product/events';
import { t } from './i18n';
import { ProductDisplay } from './product-display';
import { allChosen, availableValues, clampQuantity, findMatchingVariations, purchaseState, quantityLimits, type Attributes, type PurchaseState, type Variation } from './rules';
import { getVariation } from '../../src/product/contracts';

const MESSAGES: Record<Exclude<PurchaseState, 'purchasable'>, string> = {
  'selection-needed': 'Please select product options before adding the item to the cart.',
  unavailable: 'Sorry, this product is unavailable. Please choose a different combination.',
};

/**
 * WooCommerce's variations form on its own markup: options that cannot match are disabled,
 * a full choice is matched from the inline data (or asked from the shop without it), the
 * match is shown on the page, and the add button says why it cannot add yet.
 */
export function useVariationForm(host: HTMLElement) {
  const [alert, setAlert] = useState('');
  const [button, setButton] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const form = host.querySelector<HTMLFormElement>('form.variations_form');
    if (!form) return;
    const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
    const inline = parseVariations(form.dataset.product_variations);
    const productId = form.dataset.product_id ?? '';
    const variationField = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
    const addButton = form.querySelector<HTMLElement>('.single_add_to_cart_button');
    // Every way to submit the form ('buy now' too) is blocked alike, so each says so alike.
    const submitButtons = [...form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]')];
    const resetLink = form.querySelector<HTMLElement>('.reset_variations');
    const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
    const details = form.querySelector<HTMLElement>('.single_variation');
    const quantity = form.querySelector<HTMLInputElement>('input.qty, input[name="quantity"]');
    const display = new ProductDisplay(host.closest('.product') ?? document);
    const quantityDefaults = quantity && { min: quantity.getAttribute('min'), max: quantity.getAttribute('max') };
    let state: PurchaseState = 'selection-needed';
    let lookup: AbortController | null = null;
    setButton(addButton);

    const chosen = (): Attributes => Object.fromEntries(selects.map((select) => [select.name, select.value]));

    function setState(next: PurchaseState) {
      state = next;
      for (const button of submitButtons) {
        button.classList.toggle('disabled', next !== 'purchasable');
        button.classList.toggle('wc-variation-selection-needed', next === 'selection-needed');
        button.classList.toggle('wc-variation-is-unavailable', next === 'unavailable');
        button.setAttribute('aria-disabled', String(next !== 'purchasable'));
      }
    }

    function clearVariation() {
      if (variationField) variationField.value = '0';
      display.restore();
      if (details) details.innerHTML = '';
      if (quantity?.closest('.quantity')) (quantity.closest('.quantity') as HTMLElement).hidden = false;
      if (quantity && quantityDefaults) {
        for (const [name, value] of Object.entries(quantityDefaults)) (value === null ? quantity.removeAttribute(name) : quantity.setAttribute(name, value));
      }
      setState('selection-needed');
      emitOn(form!, 'sf:reset-data', {});
      emitOn(form!, 'sf:reset-image', {});
      emitOn(details ?? form!, 'sf:hide-variation', {});
    }

    function showVariation(variation: Variation) {
      display.restore();
      display.show(variation);
      if (variationField) variationField.value = String(variation.variation_id);
      if (details) details.innerHTML = `${String(variation.variation_description ?? '')}${String(variation.availability_html ?? '')}`;
      if (quantity) {
        const limits = quantityLimits(variation);
        quantity.setAttribute('min', limits.min);
        if (limits.max) quantity.setAttribute('max', limits.max);
        else quantity.removeAttribute('max');
        quantity.value = String(limits.hidden ? 1 : clampQuantity(Number(quantity.value), limits));
        const box = quantity.closest<HTMLElement>('.quantity');
        if (box) box.hidden = limits.hidden;
      }
      // The shop's availability ("Nicht vorrätig") is announced by its own region; why the
      // button does not add is said when it is pressed, as in WooCommerce.
      setState(purchaseState(variation));
      emitOn(form!, 'sf:found-variation', { variation });
      emitOn(details ?? form!, 'sf:show-variation', { variation, purchasable: state === 'purchasable' });
    }

    function disableImpossibleOptions() {
      if (!inline) return; // without inline data only the shop knows
      const current = chosen();
      for (const select of selects) {
        const possible = availableValues(inline, current, select.name);
        for (const option of select.options) option.disabled = option.value !== '' && possible !== null && !possible.has(option.value);
      }
    }

    async function update() {
      lookup?.abort();
      setAlert('');
      if (resetAlert) resetAlert.textContent = '';
      const current = chosen();
      disableImpossibleOptions();
      if (resetLink) resetLink.hidden = !Object.values(current).some(Boolean);
      if (!allChosen(current)) return clearVariation();
      if (inline) {
        const [match] = findMatchingVariations(inline, current);
        return match ? showVariation(match) : noMatch();
      }
      if (variationField) variationField.value = '0';
      setState('selection-needed');
      lookup = new AbortController();
      const result = await getVariation(productId, current, { signal: lookup.signal });
      if (result.kind === 'found') showVariation(result.variation);
      else if (result.kind === 'none') noMatch();
      else if (!result.aborted) setAlert(t('The variation could not be loaded. Please try again.'));
    }

    function noMatch() {
      clearVariation();
      setAlert(t('Sorry, no products match your selection. Please choose a different combination.'));
    }

    function reset(event: Event) {
      event.preventDefault();
      lookup?.abort();
      for (const select of selects) select.value = '';
      for (const select of selects) for (const option of select.options) option.disabled = false;
      clearVariation();
      setAlert('');
      if (resetLink) resetLink.hidden = true;
      if (resetAlert) resetAlert.textContent = t('Your selection has been reset. Please select product options before adding the item to the cart.');
      selects[0]?.focus();
      emitOn(form!, 'sf:reset-variation', {});
    }

    // Runs before sf-add-to-cart, which listens further up: an add without a buyable
    // variation stops here with the reason.
    function guardSubmit(event: SubmitEvent) {
      if (state === 'purchasable') return;
      event.preventDefault();
      event.stopPropagation();
      const message = t(MESSAGES[state]);
      setAlert(message);
      // Controls elsewhere that submit this form (the sticky bar) show the reason where they are.
      emitOn(form!, 'sf:add-blocked', { reason: state, message });
    }

    // In WooCommerce's order: scripts listening to the change see the matching started.
    function checkVariations() {
      emitOn(form!, 'sf:check-variations', {});
      void update();
    }
    const onChange = (event: Event) => {
      if (!(event.target as Element).matches('select[name^="attribute_"]')) return;
      if (inline) emitOn(form, 'sf:variation-select-change', {});
      checkVariations();
      emitOn(form, 'sf:variation-has-changed', {});
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', guardSubmit);
    resetLink?.addEventListener('click', reset);
    checkVariations();
    return () => {
      lookup?.abort();
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', guardSubmit);
      resetLink?.removeEventListener('click', reset);
      display.restore();
    };
  }, [host]);

  return { alert, button };
}

function parseVariations(json: string | undefined): Variation[] | null {
  if (!json || json === 'false') return null;
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Variation[]) : null;
  } catch {
    console.error('sf-variation-form: invalid data-product_variations');
    return null;
  }
}

