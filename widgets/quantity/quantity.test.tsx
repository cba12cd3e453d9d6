import { fireEvent, waitFor } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import './element';

const field = (attributes: string) =>
  `<sf-quantity><div class="quantity"><label for="q">Menge</label><input type="number" id="q" class="input-text qty text" name="quantity" ${attributes}></div></sf-quantity>`;

async function mount(attributes: string) {
  document.body.innerHTML = field(attributes);
  await waitFor(() => expect(document.querySelector('sf-quantity[data-sf-upgraded]')).not.toBeNull());
  await waitFor(() => expect(document.querySelectorAll('.sf-quantity__button')).toHaveLength(2));
  const [minus, plus] = document.querySelectorAll<HTMLButtonElement>('.sf-quantity__button');
  return { input: document.querySelector<HTMLInputElement>('input')!, minus, plus };
}

describe('sf-quantity', () => {
  it('puts minus before and plus after the field, which stays in place', async () => {
    const { input, minus, plus } = await mount('value="1" min="1" max="3" step="1"');
    expect(minus.getAttribute('aria-label')).toBe('Menge verringern');
    expect(plus.getAttribute('aria-label')).toBe('Menge erhöhen');
    expect(input.previousElementSibling?.contains(minus)).toBe(true);
    expect(input.nextElementSibling?.contains(plus)).toBe(true);
  });

  it('steps within min and max and fires input and change', async () => {
    const { input, minus, plus } = await mount('value="2" min="1" max="3" step="1"');
    const changes = vi.fn();
    input.addEventListener('change', changes);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    fireEvent.click(minus);
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(input.value).toBe('1');
    expect(changes).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(minus.getAttribute('aria-disabled')).toBe('true'));
  });

  it('uses the step precision for decimal steps', async () => {
    const { input, plus } = await mount('value="1" min="1" max="10" step="0.5"');
    fireEvent.click(plus);
    expect(input.value).toBe('1.5');
  });

  it('raises a value below min on load', async () => {
    const { input } = await mount('value="0" min="2" step="1"');
    expect(input.value).toBe('2');
  });

  it('follows limits changed later by other scripts', async () => {
    const { input, plus } = await mount('value="2" min="1" step="1"');
    input.setAttribute('max', '2');
    await waitFor(() => expect(plus.getAttribute('aria-disabled')).toBe('true'));
  });

  it('adds nothing to a hidden quantity field (sold individually)', async () => {
    // A visible field upgraded after the hidden one: once its buttons are there, the hidden
    // field's would be too.
    document.body.innerHTML = `<sf-quantity id="hidden"><input type="hidden" name="quantity" value="1"></sf-quantity>${field('value="1" min="1"')}`;
    await waitFor(() => expect(document.querySelectorAll('sf-quantity[data-sf-upgraded]')).toHaveLength(2));
    await waitFor(() => expect(document.querySelectorAll('.sf-quantity__button')).toHaveLength(2));
    expect(document.querySelector('#hidden .sf-quantity__button')).toBeNull();
  });
});
