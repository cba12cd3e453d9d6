/**
 * The review photo (widgets/review-form/README.md, "Review photo"): a signed-in shopper sends a
 * review with a photo by keyboard; the shop fails to make the photo's sub-sizes more often than
 * the client retries (QA's switch, demo-server/media/), so the attachment is deleted and the
 * German message shows at the field (axe at 1280 and 375 px on that state); once the shop
 * mends, the same form sends the photo and the review shows it.
 */
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS, productPath } from '../support/catalogue';
import { waitForWidgets } from '../support/shop';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const FAILED = 'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.';

test('review photo: retries used up say so in German, the attachment is deleted; then the photo goes with the review', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  // A signed-in WordPress user (the staff switch), and more sub-size failures than the client retries (1 + 5).
  expect((await page.request.post('/__demo/theme', { data: { adminBar: true } })).status()).toBe(200);
  expect((await page.request.post('/__demo/media', { data: { failSubsizes: 6 } })).status()).toBe(200);
  const media: { method: string; path: string; override: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/wp-json/wp/v2/media')) media.push({ method: request.method(), path: url.pathname + url.search, override: request.headers()['x-http-method-override'] ?? null });
  });

  await page.goto(`${productPath(PRODUCTS.frontSpoiler)}#reviews`);
  await waitForWidgets(page, { require: ['sf-product-tabs', 'sf-review-form'] });
  const photo = page.getByLabel('Foto (optional)');
  await expect(photo).toBeVisible();

  await page.getByRole('radio', { name: '1 von 5 Sternen' }).focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '5 von 5 Sternen' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Passt, Foto anbei.');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim Foto');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kim@example.test');
  await page.keyboard.press('Tab');
  await expect(photo).toBeFocused();
  // The file dialog is the browser's own; the chosen file goes in as a shopper's would.
  await photo.setInputFiles({ name: 'spoiler.png', mimeType: 'image/png', buffer: PNG });
  await page.locator('#commentform [type="submit"]').focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(photo).toBeFocused();
  await expect(photo).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => media.length).toBe(7);
  expect(media[0]).toEqual({ method: 'POST', path: '/wp-json/wp/v2/media', override: null });
  expect(media.slice(1, 6).every((call) => /^\/wp-json\/wp\/v2\/media\/\d+\/post-process$/.test(call.path))).toBe(true);
  expect(media[6]).toMatchObject({ method: 'POST', path: expect.stringMatching(/^\/wp-json\/wp\/v2\/media\/\d+\?force=true$/), override: 'DELETE' });
  await expect.poll(async () => ((await (await page.request.get('/__demo/media')).json()) as { attachments: unknown[] }).attachments).toEqual([]);
  await expect(page.getByLabel(/Deine Rezension/)).toHaveValue('Passt, Foto anbei.');
  await expectNoAxeViolations(page, 'review photo failed, 1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page, 'review photo failed, 375');

  // The shop mends (the switch has no failures left): the same form sends again.
  await page.locator('#commentform [type="submit"]').focus();
  await page.keyboard.press('Enter');
  const shown = page.locator('.commentlist .review-photo img[alt="Foto von Kim Foto zu dieser Bewertung"]');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText('Passt, Foto anbei.')).toBeVisible();
});
