import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoSidewaysScroll } from '../support/layout';
import { expect, test } from '../support/fixtures';
import { waitForWidgets } from '../support/shop';

/**
 * Registration on /my-account/ (demo-server/account/registration.ts) by keyboard, with the
 * strength meter: a weak password is not sent, a strong one makes the account and lands signed
 * in; the same address again is refused with the shop's notice (axe on that page at both widths).
 * The meter's own states are in e2e/tests/password-strength.spec.ts.
 */
const WEAK = 'passwort';
const STRONG = 'Blauer Kater tanzt 1987!';

/** Types the register form by keyboard: the address, Tab, the password. */
async function typeRegistration(page: Page, email: string, password: string): Promise<void> {
  await page.locator('#reg_email').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#reg_password')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(password);
}

test('register by keyboard: a weak password is held back, a strong one signs the new customer in; the address again is refused', async ({ page }) => {
  const email = `registriert-${Math.random().toString(36).slice(2, 10)}@example.test`;
  const meter = page.locator('form.register .woocommerce-password-strength');
  const field = page.locator('#reg_password');
  await page.goto('/my-account/');
  await waitForWidgets(page);

  await typeRegistration(page, email, WEAK);
  await expect(meter).toHaveText('Schwach - Bitte gib ein stärkeres Passwort ein.');
  await expect(page.getByRole('button', { name: 'Registrieren' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(STRONG);
  await expect(meter).toHaveText('Stark');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Dein Konto wurde erfolgreich erstellt.' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/$/);
  await expect(page.locator('.woocommerce-MyAccount-content')).toContainText(`Hallo ${email}`);

  await page.context().clearCookies();
  await page.goto('/my-account/');
  await waitForWidgets(page);
  await typeRegistration(page, email, STRONG);
  await expect(meter).toHaveText('Stark');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Es ist bereits ein Konto mit deiner E-Mail-Adresse registriert. Bitte melde dich an.');
  await expect(page.locator('#reg_email')).toHaveValue(email);
  await expect(page.locator('#reg_password')).toHaveValue('');
  await expect(page.locator('.woocommerce-MyAccount-navigation')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'register refused at 1280 px');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, 'register refused at 375 px');
  await expectNoSidewaysScroll(page, 'register refused at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
});
