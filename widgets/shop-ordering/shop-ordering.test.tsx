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
});
