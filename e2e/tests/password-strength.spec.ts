import type { APIRequestContext, Page, Request } from '@playwright/test';
import { GUEST_BILLING_FIELDS } from '../../demo-server/checkout/sample-address';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { PRODUCTS } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { addViaApi, waitForWidgets } from '../support/shop';

/**
 * The account forms with sf-password-strength (widgets/password-strength/README.md) in
 * Chromium, with the real scorer: register, edit account, lost and reset password, the checkout's
 * new account; axe on each page and state at 1280 px and 375 px (and no sideways scrolling there).
 */
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };
const WEAK = 'passwort';
const STRONG = 'Blauer Kater tanzt 1987!';
const SCORER = /widget-password-strength-scorer-|password-strength-scorer\.js/;

async function expectAccessibleAtBothWidths(page: Page, label: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, `${label} at 1280 px`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${label} at 375 px`);
  await expectNoSidewaysScroll(page, `${label} at 375 px`);
  await page.setViewportSize(DESKTOP);
}

/** A customer of this test's own (made at checkout as the shop does), so the demo customer stays as seeded. */
async function newCustomer(request: APIRequestContext, password: string): Promise<string> {
  const email = `kunde-${Math.random().toString(36).slice(2, 10)}@example.test`;
  await addViaApi(request, PRODUCTS.frontSpoiler);
  const page = await (await request.get('/checkout/')).text();
  const hidden = Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
  const response = await request.post('/checkout/', {
    form: { ...hidden, ...GUEST_BILLING_FIELDS, billing_email: email, createaccount: '1', account_password: password, payment_method: 'bacs', terms: '1' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return email;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/my-account/');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toBeVisible();
}

test(
  'register form: sf-password-strength loads on focus, its dictionary only then; a weak password blocks the keyboard and the click, a strong one frees the button',
  { tag: '@smoke' },
  async ({ page }) => {
    const scorerRequests: Request[] = [];
    page.on('request', (request) => SCORER.test(request.url()) && scorerRequests.push(request));
    await page.goto('/my-account/');
    await waitForWidgets(page);
    const field = page.locator('#reg_password');
    const button = page.getByRole('button', { name: 'Registrieren' });
    const meter = page.locator('form.register .woocommerce-password-strength');
    await expect(page.locator('sf-password-strength')).not.toHaveAttribute('data-sf-upgraded');

    // Keyboard only: Tab into the e-mail field and on to the password.
    await page.locator('#reg_email').focus();
    await page.keyboard.type('neu@example.test');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    await expect(page.locator('sf-password-strength')).toHaveAttribute('data-sf-upgraded', '');
    await page.keyboard.type(WEAK);
    await expect(meter).toHaveText('Schwach - Bitte gib ein stärkeres Passwort ein.');
    await expect(meter).toHaveClass('woocommerce-password-strength bad');
    await expect(meter).toHaveAttribute('aria-live', 'polite');
    expect(scorerRequests).toHaveLength(1);
    await expect(page.locator('form.register .woocommerce-password-hint')).toContainText('mindestens zwölf Zeichen');
    await expect(field).toHaveAccessibleDescription(/Schwach - Bitte gib ein stärkeres Passwort ein\. Tipp: Das Passwort sollte mindestens zwölf Zeichen lang sein/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Senden ist erst mit einem stärkeren Passwort möglich. Schwach - Bitte gib ein stärkeres Passwort ein.');
    await expectAccessibleAtBothWidths(page, 'register form, weak password');

    // Enter in the field, and Enter on the (still focusable) button: nothing is sent, focus returns to the field.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    // Playwright counts an aria-disabled button as not enabled: a real click all the same.
    await button.click({ force: true });
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.locator('.woocommerce-info')).toHaveCount(0);

    await field.fill(STRONG);
    await expect(meter).toHaveText('Stark');
    await expect(meter).toHaveClass('woocommerce-password-strength strong');
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(page.locator('form.register .woocommerce-password-hint')).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'register form, strong password');
    // Sending it, and what the shop answers: e2e/tests/register.spec.ts.
  },
);

test('edit account: the form with errors, a weak new password blocked, then saved; the new password logs in', async ({ page }) => {
  const email = await newCustomer(page.request, 'Erstes-Passwort-2026');
  await page.goto('/my-account/edit-account/');
  await expect(page.getByRole('heading', { name: 'Konto-Details', level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'edit account');

  await page.getByLabel('Aktuelles Passwort').fill('falsch');
  await page.getByLabel('Neues Passwort (leer lassen').fill(STRONG);
  await page.getByLabel('Neues Passwort bestätigen').fill(STRONG);
  await expect(page.locator('form.edit-account .woocommerce-password-strength')).toHaveText('Stark');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dein aktuelles Passwort ist nicht korrekt.');
  await expect(page.locator('#account_email')).toHaveValue(email);
  await expectAccessibleAtBothWidths(page, 'edit account with an error');

  await page.getByLabel('Vorname').fill('Eva');
  await page.getByLabel('Aktuelles Passwort').fill('Erstes-Passwort-2026');
  await page.getByLabel('Neues Passwort (leer lassen').fill(WEAK);
  await page.getByLabel('Neues Passwort bestätigen').fill('anders');
  const meter = page.locator('form.edit-account .woocommerce-password-strength');
  await expect(meter).toHaveText('Keine Übereinstimmung');
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessibleAtBothWidths(page, 'edit account, weak new password, mismatch');
  await page.getByLabel('Neues Passwort bestätigen').fill(WEAK);
  await expect(meter).toHaveText('Schwach - Bitte gib ein stärkeres Passwort ein.');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click({ force: true });
  await expect(page.getByLabel('Neues Passwort (leer lassen')).toBeFocused();

  await page.getByLabel('Neues Passwort (leer lassen').fill(STRONG);
  await page.getByLabel('Neues Passwort bestätigen').fill(STRONG);
  await expect(meter).toHaveText('Stark');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Kontodetails wurden erfolgreich geändert.' })).toBeVisible();
  await expect(page.locator('#account_first_name')).toHaveValue('Eva');
  await expectAccessibleAtBothWidths(page, 'edit account saved');

  await page.context().clearCookies();
  await logIn(page, email, STRONG);
});

test('lost password: the link on the login form, the mail sent, the reset form from its link with the meter, then the new password logs in', async ({ page }) => {
  // Five pages and states, each checked by axe at two widths: more than the default budget on a loaded machine.
  test.slow();
  const email = await newCustomer(page.request, 'Altes-Passwort-2026');
  await page.context().clearCookies();
  await page.goto('/my-account/');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/my-account\/lost-password\/$/);
  await expectAccessibleAtBothWidths(page, 'lost password');

  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click(); // required: the browser asks first
  await expect(page).toHaveURL(/\/my-account\/lost-password\/$/);
  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill('niemand@example.test');
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder E-Mail-Adresse ungültig.');
  await expectAccessibleAtBothWidths(page, 'lost password, unknown login');

  await page.getByLabel('Benutzername oder E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die E-Mail zum Zurücksetzen des Passworts wurde gesendet.' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'lost password, mail sent');

  // The page never shows the mail's link; QA read it in the demo mailbox on the control page.
  await expect(page.locator('a[href*="key="]')).toHaveCount(0);
  await page.locator('.sf-demo-mail').getByRole('link', { name: 'Demo-Steuerung' }).click();
  await expect(page.getByRole('heading', { name: 'Demo-Postfach' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'control page with the demo mailbox');
  await page
    .locator('table.demo-mailbox tr', { has: page.getByRole('rowheader', { name: email, exact: true }) })
    .first()
    .getByRole('link', { name: 'Link aus der E-Mail öffnen' })
    .click();
  await expect(page).toHaveURL(/\/my-account\/lost-password\/\?show-reset-form=true$/);
  const field = page.getByLabel('Neues Passwort', { exact: false }).first();
  await field.fill(WEAK);
  const meter = page.locator('form.lost_reset_password .woocommerce-password-strength');
  // 'Passwort' is a word of this page's title ('Passwort zurücksetzen – …'): penalised, very weak here.
  await expect(meter).toHaveText('Sehr schwach - Bitte gib ein stärkeres Passwort ein.');
  await expect(meter).toHaveClass('woocommerce-password-strength short');
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveAttribute('aria-disabled', 'true');
  await expectAccessibleAtBothWidths(page, 'reset password, weak');
  await field.fill(STRONG);
  await page.getByLabel('Neues Passwort wiederholen').fill(STRONG);
  await expect(meter).toHaveText('Stark');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dein Passwort wurde zurückgesetzt.' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'password reset, login form');
  await logIn(page, email, STRONG);
});

test('checkout: a weak account password shows the meter but does not block the order (spec §5)', async ({ page }) => {
  await addViaApi(page.request, PRODUCTS.frontSpoiler);
  await page.goto('/checkout/');
  await waitForWidgets(page, { require: ['sf-checkout'] });
  await page.getByLabel('Ein Kundenkonto anlegen?').check();
  await page.getByLabel('Konto-Passwort erstellen').fill(WEAK);
  await expect(page.locator('.woocommerce-account-fields .woocommerce-password-strength')).toHaveText('Schwach - Bitte gib ein stärkeres Passwort ein.');
  await expect(page.locator('#place_order')).not.toHaveAttribute('aria-disabled');
});

test('payment methods: the empty state and the add-payment-method page, accessible', async ({ page }) => {
  await newCustomer(page.request, 'Zahlung-Passwort-2026');
  await page.goto('/my-account/payment-methods/');
  await expect(page.getByRole('status')).toHaveText('Keine gespeicherten Zahlungsmethoden gefunden.');
  await expectAccessibleAtBothWidths(page, 'payment methods');
  await page.getByRole('link', { name: 'Zahlungsmethode hinzufügen' }).click();
  await expect(page.getByRole('radio', { name: 'Kredit- oder Debitkarte' })).toBeChecked();
  await expectAccessibleAtBothWidths(page, 'add payment method');
});

test('classic script: the meter adds its scorer as a classic script of its own on the first input', async ({ page }) => {
  const scorerRequests: string[] = [];
  page.on('request', (request) => SCORER.test(request.url()) && scorerRequests.push(new URL(request.url()).pathname));
  await page.goto('/my-account/?sf_bundle=classic');
  await expect(page.locator('sf-password-strength')).toHaveAttribute('data-sf-upgraded', '');
  expect(scorerRequests).toEqual([]);
  await page.locator('#reg_password').fill(WEAK);
  await expect(page.locator('form.register .woocommerce-password-strength')).toHaveText('Schwach - Bitte gib ein stärkeres Passwort ein.');
  expect(scorerRequests).toEqual([expect.stringMatching(/\/password-strength-scorer\.js$/)]);
});
