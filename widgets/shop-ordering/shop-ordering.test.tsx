import { fireEvent, waitFor } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { waitForElement } from '../../src/test/find';
import './element';

describe('sf-shop-ordering', () => {
  it('submits on change and describes that first', async () => {
    document.body.innerHTML = `<sf-shop-ordering><form class="woocommerce-ordering" method="get"><select name="orderby" aria-label="Shop-Reihenfolge"><option value="menu_order">Standard</option><option value="price">Preis</option></select><button type="submit" class="orderby-submit">Sortieren</button></form></sf-shop-ordering>`;
    await waitFor(() => expect(document.querySelector('sf-shop-ordering[data-sf-upgraded]')).not.toBeNull());
    const form = document.querySelector('form')!;
    const submit = vi.fn();
    form.requestSubmit = submit;
    const select = document.querySelector('select')!;
    const hint = await waitForElement(() => document.getElementById(select.getAttribute('aria-describedby') ?? ''));
    expect(hint.textContent).toBe('Die Seite wird nach der Auswahl neu sortiert geladen.');
    select.value = 'price';
    fireEvent.change(select);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('uses the note the shop printed (its line kept before the upgrade): the select is described by it, no second note', async () => {
    document.body.innerHTML = `<sf-shop-ordering><form class="woocommerce-ordering" method="get"><select name="orderby" aria-label="Shop-Reihenfolge"><option value="menu_order">Standard</option></select><button type="submit" class="orderby-submit">Sortieren</button><span class="sf-ordering__hint">Die Seite wird nach der Auswahl neu sortiert geladen.</span></form></sf-shop-ordering>`;
    await waitFor(() => expect(document.querySelector('sf-shop-ordering[data-sf-upgraded]')).not.toBeNull());
    const printed = document.querySelector<HTMLElement>('.sf-ordering__hint')!;
    expect(printed.id).not.toBe('');
    expect(document.querySelector('select')!.getAttribute('aria-describedby')).toBe(printed.id);
    expect(document.querySelectorAll('.sf-island, .sf-ordering__hint-text')).toHaveLength(0);
  });
});
