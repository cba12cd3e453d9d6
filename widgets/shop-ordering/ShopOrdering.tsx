import { useEffect, useId, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { announce } from '../../src/core/a11y/announce';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';

/** The new order is announced once the re-sorted page has settled. */
export const RESULT_COUNT_ANNOUNCE_DELAY_MS = 250;

/**
 * Shop sort order: the select submits its form on change (spec §2), so the submit button is
 * hidden (schaufenster.css, once upgraded); the shopper is told beforehand that choosing reloads
 * the page (WCAG 3.2.2). After a re-sort the result count is announced again.
 *
 * The note: the one the shop prints in the form (`.sf-ordering__hint`, its room kept from the
 * first paint where scripts run, shown once upgraded: README), or else one placed after the select.
 */
export function ShopOrdering({ container }: WidgetProps) {
  const form = useMemo(() => container.querySelector<HTMLFormElement>('form.woocommerce-ordering'), [container]);
  const select = form?.querySelector<HTMLSelectElement>('select[name="orderby"]') ?? null;
  const printed = form?.querySelector<HTMLElement>('.sf-ordering__hint') ?? null;
  const island = useIsland(printed ? null : select, 'afterend', 'sf-ordering__hint-island');
  const hintId = `sf-ordering-hint${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (!form || !select) return;
    if (printed && !printed.id) printed.id = hintId;
    select.setAttribute('aria-describedby', printed?.id ?? hintId);
    const submit = () => form.requestSubmit();
    const listening = new AbortController();
    select.addEventListener('change', submit, { signal: listening.signal });
    if (new URLSearchParams(window.location.search).has('orderby')) {
      const count = document.querySelector('.woocommerce-result-count')?.textContent?.trim();
      if (count) announce(count, RESULT_COUNT_ANNOUNCE_DELAY_MS);
    }
    return () => {
      listening.abort();
      select.removeAttribute('aria-describedby');
    };
  }, [form, select, printed, hintId]);

  return island
    ? createPortal(
        <span id={hintId} className="sf-ordering__hint-text">
          {t('The page reloads in the chosen order.')}
        </span>,
        island,
      )
    : null;
}
