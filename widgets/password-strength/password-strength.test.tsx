import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Strength } from './rules';

// The scorer is zxcvbn with its dictionaries (e2e/tests/password-strength.spec.ts runs the real
// one in Chromium); here a table, and a load the test lets finish when it wants.
const scores: Record<string, Strength> = { abc: 0, passwort: 1, 'sommer-regen': 2, 'Sommer-Regen-42': 3, 'Blauer Kater tanzt 1987!': 4 };
const scorer = vi.hoisted(() => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released, loaded: 0, penalised: [] as string[][] };
});
vi.mock('./scorer.lazy', async () => {
  await scorer.released;
  scorer.loaded++;
  return {
    scorePassword: (password: string, penalised: string[]) => {
      scorer.penalised.push(penalised);
      return penalised.some((word) => password.toLowerCase().includes(word.toLowerCase())) ? 0 : (scores[password] ?? 2);
    },
  };
});

await import('./element');

const register = `<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/"><sf-password-strength>
  <p class="form-row"><label for="reg_email">E-Mail-Adresse</label><input type="email" name="email" id="reg_email" value="erika.musterfrau@example.test"></p>
  <p class="form-row"><label for="reg_password">Passwort</label><input type="password" name="password" id="reg_password" autocomplete="new-password"></p>
  <p class="form-row"><button type="submit" class="woocommerce-Button button" name="register" value="Registrieren">Registrieren</button></p>
</sf-password-strength></form>`;
const reset = `<form method="post" class="woocommerce-ResetPassword lost_reset_password"><sf-password-strength>
  <p><label for="password_1">Neues Passwort</label><span class="password-input"><input type="password" name="password_1" id="password_1" autocomplete="new-password"></span></p>
  <p><label for="password_2">Neues Passwort wiederholen</label><span class="password-input"><input type="password" name="password_2" id="password_2" autocomplete="new-password"></span></p>
  <input type="hidden" name="reset_login" value="kundin@example.test">
  <p><button type="submit" class="woocommerce-Button button" value="Speichern">Speichern</button></p>
</sf-password-strength></form>`;
const checkout = `<form name="checkout" method="post" class="checkout woocommerce-checkout"><div class="create-account"><sf-password-strength>
  <p class="form-row" id="account_password_field"><label for="account_password">Konto-Passwort erstellen</label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password"></span></p>
</sf-password-strength></div><button type="submit" id="place_order">Kaufen</button></form>`;

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-password-strength[data-sf-upgraded]')).not.toBeNull());
const meter = () => document.querySelector('.woocommerce-password-strength');
const type = (selector: string, value: string) => fireEvent.input($<HTMLInputElement>(selector), { target: { value } });
/** The form upgraded, the field focused, the scorer loaded, a password typed. */
async function typed(markup: string, field: string, password: string): Promise<void> {
  document.body.innerHTML = markup;
  await upgraded();
  $(field).focus();
  scorer.release();
  type(field, password);
}
let sent: ReturnType<typeof vi.fn<(event: Event) => void>>;
let listening: AbortController;

describe('sf-password-strength', () => {
  beforeEach(() => {
    sent = vi.fn<(event: Event) => void>((event) => event.preventDefault());
    listening = new AbortController();
    document.addEventListener('submit', sent, { signal: listening.signal });
    document.title = 'Mein Konto – Schaufenster';
  });
  afterEach(() => {
    listening.abort();
    document.body.innerHTML = '';
  });

  it("loads the scorer only on the first focus or input; a submit meanwhile waits for the score; then the strength with WooCommerce's classes and wording", async () => {
    document.body.innerHTML = register;
    await upgraded();
    await waitFor(() => expect(meter()).not.toBeNull());
    expect(meter()!.getAttribute('aria-live')).toBe('polite');
    expect(meter()!.textContent).toBe('');
    expect(scorer.loaded).toBe(0);
    $('#reg_password').focus();
    type('#reg_password', 'Blauer Kater tanzt 1987!');
    // Scorer still loading: strength unknown, nothing blocked, a submit waits.
    await waitFor(() => expect(meter()!.textContent).toBe('Passwortstärke unbekannt'));
    expect($('button').getAttribute('aria-disabled')).toBeNull();
    $<HTMLButtonElement>('button').click();
    $<HTMLButtonElement>('button').click(); // twice while waiting: sent once
    expect(sent).not.toHaveBeenCalled();
    scorer.release();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // React draws the meter a task after the score the submit waited for.
    await waitFor(() => expect(meter()!.textContent).toBe('Stark'));
    // The score comes in the submit's own task: another flush shows nothing more was sent.
    type('#reg_password', 'abc');
    await waitFor(() => expect(meter()!.className).toBe('woocommerce-password-strength short'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(meter()!.textContent).toBe('Sehr schwach - Bitte gib ein stärkeres Passwort ein.');
    expect($('.woocommerce-password-hint').textContent).toContain('mindestens zwölf Zeichen');
    expect($('#reg_password').getAttribute('aria-describedby')).toBe(`${meter()!.id} ${$('.woocommerce-password-hint').id}`);
    for (const [password, className, text] of [
      ['sommer-regen', 'bad', 'Schwach - Bitte gib ein stärkeres Passwort ein.'],
      ['Sommer-Regen-42', 'good', 'Mittel'],
      ['Blauer Kater tanzt 1987!', 'strong', 'Stark'],
    ]) {
      type('#reg_password', password!);
      await waitFor(() => expect(meter()!.className).toBe(`woocommerce-password-strength ${className}`));
      expect(meter()!.textContent).toBe(text);
    }
    expect(document.querySelector('.woocommerce-password-hint')).toBeNull();
    type('#reg_password', '');
    await waitFor(() => expect(meter()!.textContent).toBe(''));
    expect(scorer.loaded).toBe(1);
  });

  it('a weak password blocks the submit (focusable, explained), a submit is stopped with focus back in the field; a strong one is sent', async () => {
    await typed(register, '#reg_password', 'passwort');
    const button = $<HTMLButtonElement>('button');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.classList.contains('disabled')).toBe(true);
    expect(button.disabled).toBe(false);
    const [locked, meterId] = button.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(locked!)!.textContent).toBe('Senden ist erst mit einem stärkeren Passwort möglich.');
    expect(meterId).toBe(meter()!.id);
    button.focus();
    button.click();
    expect(sent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe($('#reg_password'));

    type('#reg_password', 'Blauer Kater tanzt 1987!');
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.getAttribute('aria-describedby')).toBeNull();
    button.click();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("penalises the page title and the account fields' words (the e-mail address here)", async () => {
    await typed(register, '#reg_password', 'Musterfrau2026!');
    await waitFor(() => expect(meter()!.className).toBe('woocommerce-password-strength short'));
    expect(scorer.penalised.at(-1)).toEqual(expect.arrayContaining(['Konto', 'Schaufenster', 'erika', 'musterfrau', 'example', 'test']));
  });

  it('reset form: a differing confirmation shows the mismatch; the reset login is penalised', async () => {
    await typed(reset, '#password_1', 'Blauer Kater tanzt 1987!');
    type('#password_2', 'Blauer Kater');
    await waitFor(() => expect(meter()!.textContent).toBe('Keine Übereinstimmung'));
    expect(meter()!.className).toBe('woocommerce-password-strength short');
    expect(meter()!.previousElementSibling).toBeNull(); // after the .password-input wrapper, in its island
    expect(meter()!.closest('.sf-island')!.previousElementSibling!.className).toBe('password-input');
    type('#password_2', 'Blauer Kater tanzt 1987!');
    await waitFor(() => expect(meter()!.textContent).toBe('Stark'));
    expect(scorer.penalised.at(-1)).toEqual(expect.arrayContaining(['kundin', 'example']));
  });

  it('the checkout is not blocked by a weak password (spec §5; stop_checkout: rules.test.ts)', async () => {
    await typed(checkout, '#account_password', 'abc');
    await waitFor(() => expect(meter()!.textContent).toBe('Sehr schwach - Bitte gib ein stärkeres Passwort ein.'));
    expect($('#place_order').getAttribute('aria-disabled')).toBeNull();
    $<HTMLButtonElement>('#place_order').click();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("takes the shop's minimum and wording from wc_password_strength_meter_params and pwsL10n", async () => {
    Object.assign(window, { wc_password_strength_meter_params: { min_password_strength: '4', i18n_password_error: 'Stärker, bitte.' }, pwsL10n: { good: 'Geht so' } });
    try {
      await typed(register, '#reg_password', 'Sommer-Regen-42');
      await waitFor(() => expect(meter()!.textContent).toBe('Geht so - Stärker, bitte.'));
      expect($('button').getAttribute('aria-disabled')).toBe('true');
    } finally {
      delete (window as { wc_password_strength_meter_params?: unknown }).wc_password_strength_meter_params;
      delete (window as { pwsL10n?: unknown }).pwsL10n;
    }
  });
});
