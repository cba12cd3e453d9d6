/**
 * sf-contact-form in Chromium on the demo shop's /kontakt/ (a Contact Form 7 form): filled and
 * sent by keyboard only, the schema's errors at their fields before anything is sent, fields
 * the shop refuses, the shop's other statuses, a failed network, axe at 1280 and 375 px with
 * errors shown, and the post without JavaScript.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { waitForWidgets } from '../support/shop';
import { MESSAGES, SPAM_WORD } from '../../demo-server/contact/form';

const PAGE = '/kontakt/';
const form = (page: Page) => page.locator('sf-contact-form form.wpcf7-form');
const output = (page: Page) => page.locator('.wpcf7-response-output');
const name = (page: Page) => page.getByRole('textbox', { name: /Dein Name/ });
const email = (page: Page) => page.getByRole('textbox', { name: /Deine E-Mail-Adresse/ });
const message = (page: Page) => page.getByRole('textbox', { name: /Deine Nachricht/ });
const privacy = (page: Page) => page.getByRole('checkbox', { name: /Datenschutzerklärung/ });
const submit = (page: Page) => page.getByRole('button', { name: 'Nachricht senden' });

/** The page, upgraded, with the schema fetched (the widget checks nothing before it has it). */
async function openForm(page: Page): Promise<void> {
  const schema = page.waitForResponse((response) => response.url().endsWith('/contact-forms/42/feedback/schema'));
  await page.goto(PAGE);
  await waitForWidgets(page, { require: ['sf-contact-form'] });
  expect((await schema).status()).toBe(200);
}

async function fillIn(page: Page, fields: { name?: string; email?: string; text?: string } = {}): Promise<void> {
  await name(page).fill(fields.name ?? 'Anna Schmidt');
  await email(page).fill(fields.email ?? 'anna@example.com');
  await page.getByRole('combobox', { name: /Betreff/ }).selectOption('Frage zu einem Produkt');
  await message(page).fill(fields.text ?? 'Passt der Frontspoiler an einen Golf IV?');
  await privacy(page).check();
}

/** The feedback posts the page sends. */
function feedbackPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/contact-forms/42/feedback')) posts.push(request.headers()['content-type'] ?? '');
  });
  return posts;
}

test('sf-contact-form by keyboard only: filled, exclusive contact way, accepted and sent; the thanks in the live region, the form empty', { tag: '@smoke' }, async ({ page }) => {
  const posts = feedbackPosts(page);
  await openForm(page);
  await expect(submit(page)).toBeDisabled();
  await name(page).focus();
  await page.keyboard.type('Anna Schmidt');
  await page.keyboard.press('Tab');
  await expect(email(page)).toBeFocused();
  await page.keyboard.type('anna@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const subject = page.getByRole('combobox', { name: /Betreff/ });
  await expect(subject).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(subject).toHaveValue('Frage zu einer Bestellung');
  await page.keyboard.press('Tab');
  const byMail = page.getByRole('checkbox', { name: 'E-Mail', exact: true });
  const byPhone = page.getByRole('checkbox', { name: 'Telefon', exact: true });
  await expect(byMail).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(byPhone).toBeChecked();
  await expect(byMail).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(message(page)).toBeFocused();
  await page.keyboard.type('Passt der Frontspoiler an einen Golf IV?');
  await expect(page.locator('.wpcf7-character-count')).toHaveText('960');
  await page.keyboard.press('Tab'); // the file input
  await page.keyboard.press('Tab');
  await expect(privacy(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(submit(page)).toBeEnabled();
  await page.keyboard.press('Tab'); // the privacy policy link
  await page.keyboard.press('Tab');
  await expect(submit(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(form(page)).toHaveClass(/\bsent\b/);
  await expect(output(page)).toHaveText(MESSAGES.mail_sent);
  await expect(output(page)).toHaveAttribute('aria-live', 'polite');
  await expect(name(page)).toHaveValue('');
  await expect(privacy(page)).not.toBeChecked();
  await expect(submit(page)).toBeDisabled();
  await expect(page.locator('.wpcf7-character-count')).toHaveText('1000');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
  expect(new URL(page.url()).pathname).toBe(PAGE);
});

test('errors before sending: the schema’s texts at their fields, linked and marked, focus on the first; nothing sent', async ({ page }) => {
  const posts = feedbackPosts(page);
  await openForm(page);
  await fillIn(page, { name: '', email: 'anna@', text: 'kurz' });
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(email(page)).toHaveAccessibleDescription('Bitte gib eine E-Mail-Adresse ein.');
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(output(page)).toHaveText('Ein oder mehrere Felder haben einen Fehler. Bitte überprüfe sie und versuche es erneut.');
  await expect(name(page)).toBeFocused();
  await expect(name(page)).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
  await expect(message(page)).toHaveAccessibleDescription(/Bitte schreib mindestens 10 Zeichen\./);
  await expect(page.locator('.wpcf7-character-count')).toHaveClass(/too-short/);
  await expectNoAxeViolations(page, 'contact form with errors, 1280 px');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page, 'contact form with errors, 375 px');
  expect(posts).toHaveLength(0);

  await name(page).fill('Anna Schmidt');
  await email(page).fill('anna@example.com');
  await message(page).fill('Jetzt lang genug.');
  await expect(email(page)).toHaveAttribute('aria-invalid', 'false');
  // Each tip went as its field was corrected, while typing: the submit button stays where the pointer aims.
  await expect(page.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  expect(posts).toHaveLength(1);
});

test('a wrong value typed, then the button clicked at once: the one click checks the form (no tip moves the button under the pointer)', async ({ page }) => {
  const posts = feedbackPosts(page);
  await openForm(page);
  await fillIn(page);
  await email(page).fill('anna@');
  await expect(email(page)).toBeFocused();
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(email(page)).toBeFocused();
  await expect(email(page)).toHaveAccessibleDescription('Bitte gib eine E-Mail-Adresse ein.');
  expect(posts).toHaveLength(0);
});

test('a field the shop refuses: its message under the field, focus there, what was typed kept', async ({ page }) => {
  await openForm(page);
  await fillIn(page, { email: 'anna@example.invalid' });
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'invalid');
  await expect(email(page)).toBeFocused();
  await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(email(page)).toHaveAccessibleDescription(MESSAGES.email_refused);
  await expect(page.locator('.wpcf7-form-control-wrap[data-name="your-email"] .wpcf7-not-valid-tip')).toBeVisible();
  await expect(output(page)).toHaveText(MESSAGES.validation_failed);
  await expect(name(page)).toHaveValue('Anna Schmidt');
});

test('spam and a failed mail: the shop’s status on the form and its message', async ({ page }) => {
  await openForm(page);
  await fillIn(page, { text: `Billig ${SPAM_WORD} kaufen` });
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'spam');
  await expect(output(page)).toHaveText(MESSAGES.spam);
  await name(page).fill('Mailfehler');
  await message(page).fill('Eine ganz normale Frage.');
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'failed');
  await expect(form(page)).not.toHaveClass(/\bspam\b/);
  await expect(output(page)).toHaveText(MESSAGES.mail_failed);
});

test('offline: failed with a German message, the button usable again; sent once the network is back', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource|net::ERR_/);
  await openForm(page);
  await fillIn(page);
  await page.route('**/contact-forms/42/feedback', (route) => route.abort('internetdisconnected'));
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'failed');
  await expect(output(page)).toHaveText('Du bist wahrscheinlich offline.');
  await expect(form(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(submit(page)).toBeEnabled();
  await page.unroute('**/contact-forms/42/feedback');
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expect(output(page)).toHaveText(MESSAGES.mail_sent);
});

test('sent, at 375 px: no axe violations, nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openForm(page);
  await fillIn(page);
  await submit(page).click();
  await expect(form(page)).toHaveAttribute('data-status', 'sent');
  await expectNoAxeViolations(page, 'contact form sent, 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page: refused fields with their tips, then sent', async ({ page }) => {
    await page.goto(PAGE);
    await fillIn(page, { email: 'anna@' });
    await submit(page).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}#wpcf7-f42-p7-o1$`));
    await expect(form(page)).toHaveAttribute('data-status', 'invalid');
    await expect(email(page)).toHaveAccessibleDescription('Bitte gib eine E-Mail-Adresse ein.');
    await expect(output(page)).toHaveText(MESSAGES.validation_failed);
    await email(page).fill('anna@example.com');
    await privacy(page).check();
    await submit(page).click();
    await expect(form(page)).toHaveAttribute('data-status', 'sent');
    await expect(output(page)).toHaveText(MESSAGES.mail_sent);
    await expect(page.locator('[data-sf-upgraded]')).toHaveCount(0);
  });
});
