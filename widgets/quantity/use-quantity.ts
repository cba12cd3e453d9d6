import { useCallback, useEffect, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { formatNumber } from '../../src/core/i18n/i18n';
import { t } from './i18n';
import { canDecrease, canIncrease, decrease, formatQuantity, increase, parseQuantity, raiseToMin, readBounds } from './rules';

const boundsOf = (input: HTMLInputElement) => readBounds({ min: input.getAttribute('min'), max: input.getAttribute('max'), step: input.getAttribute('step') });

/**
 * Behaviour of the plus/minus buttons for one quantity field. The field stays the source of
 * truth (it is what the form posts); other scripts may change its value or its min/max/step
 * (a variation with other limits), so both are re-read rather than copied into state.
 */
export function useQuantity(input: HTMLInputElement | null) {
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!input) return;
    const bounds = boundsOf(input);
    const raised = raiseToMin(parseQuantity(input.value), bounds);
    if (input.value !== '' && raised !== parseQuantity(input.value)) input.value = formatQuantity(raised, bounds);
    const refresh = () => rerender((n) => n + 1);
    const listening = new AbortController();
    input.addEventListener('input', refresh, { signal: listening.signal });
    input.addEventListener('change', refresh, { signal: listening.signal });
    const watcher = new MutationObserver(refresh);
    watcher.observe(input, { attributes: true, attributeFilter: ['min', 'max', 'step', 'value', 'disabled'] });
    return () => {
      listening.abort();
      watcher.disconnect();
    };
  }, [input]);

  const stepBy = useCallback(
    (direction: 1 | -1) => {
      if (!input || input.disabled) return;
      const bounds = boundsOf(input);
      const current = parseQuantity(input.value);
      const next = direction > 0 ? increase(current, bounds) : decrease(current, bounds);
      if (next === current) return;
      input.value = formatQuantity(next, bounds);
      // Forms, the mini-cart and price widgets listen for these, as for typing.
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      announce(t('Quantity: %s', formatNumber(next, bounds.decimals)));
    },
    [input],
  );

  if (!input) return { canIncrease: false, canDecrease: false, stepBy };
  const bounds = boundsOf(input);
  const value = parseQuantity(input.value);
  return {
    canIncrease: !input.disabled && canIncrease(value, bounds),
    canDecrease: !input.disabled && canDecrease(value, bounds),
    stepBy,
  };
}
