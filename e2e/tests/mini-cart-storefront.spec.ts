import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/axe';
import { PRODUCTS } from '../support/catalogue';
import { addViaApi, countShopRequests, exactText, MINI_CART_EMPTY, quantityOf, waitForWidgets } from '../support/shop';

/*
 * sf-mini-cart on WooCommerce's cart widget as Storefront prints it (the demo shop's stock
 * theme, ?sf_theme=storefront): `ul#site-header-cart` in `<sf-mini-cart>`, the widget's content
 * empty in the page and filled by fragments, lines without quantity fields.
 */
const STOREFRONT = '?sf_theme=storefront';
const BUTTON = 'Warenkorb-Vorschau anzeigen';

async function openShippingPage(page: Page) {
  await page.goto(`/versand/${STOREFRONT}`);
  await waitForWidgets(page, { require: ['sf-mini-cart', 'sf-cart-fragments'] });
  // Away from the header, so the pointer opens nothing.
  await page.mouse.move(5, 790);
}

const parts = (page: Page) => {
  const miniCart = page.locator('sf-mini-cart');
  return {
    miniCart,
    toggle: miniCart.getByRole('button', { name: BUTTON }),
    link: miniCart.locator('a.cart-contents'),
    dropdown: miniCart.locator('.widget_shopping_cart'),
    lines: miniCart.locator('li.mini_cart_item'),
  };
};

test.describe('mini-cart on Storefront’s header cart (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await addViaApi(page.request, PRODUCTS.daytimeLights);
    await openShippingPage(page);
  });

  test('the button after the cart link opens and closes it; keyboard; Escape returns focus; axe clean open', { tag: '@smoke' }, async ({ page }) => {
    const { miniCart, toggle, link, dropdown, lines } = parts(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', (await dropdown.getAttribute('id'))!);
    await expect(dropdown).toBeHidden();
    // Filled by the fragments only (the page printed the content empty), kept closed.
    await expect(lines).toHaveCount(2);
    await expect(link.locator('.count')).toHaveText(exactText('2 Artikel'));

    // Closed, its links are out of the tab order: Tab from the button leaves the header cart.
    await toggle.focus();
    await page.keyboard.press('Tab');
    expect(await miniCart.evaluate((host) => host.contains(document.activeElement))).toBe(false);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    // Tab goes into the open dropdown, to its first line's remove link.
    await page.keyboard.press('Tab');
    await expect(lines.first().locator('a.remove')).toBeFocused();
    await expectNoAxeViolations(page, 'Storefront mini-cart open, 1280 px');

    // Neither covers the other: the button is beside the link, the dropdown below both.
    const [linkBox, buttonBox, dropdownBox] = await Promise.all([link.boundingBox(), toggle.boundingBox(), dropdown.boundingBox()]);
    expect(buttonBox!.x).toBeGreaterThanOrEqual(linkBox!.x + linkBox!.width - 1);
    expect(dropdownBox!.y).toBeGreaterThanOrEqual(Math.max(linkBox!.y + linkBox!.height, buttonBox!.y + buttonBox!.height) - 1);
    // And what it shows can be clicked: nothing lies over its checkout link.
    await dropdown.getByRole('link', { name: 'Kasse' }).click({ trial: true });

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(miniCart).not.toHaveAttribute('data-open');
    await expect(dropdown).toBeHidden();

    await toggle.click();
    await expect(dropdown).toBeVisible();
    await toggle.click();
    await expect(dropdown).toBeHidden();
  });

  test('hover intent opens it, leaving closes it; Storefront’s :hover alone no longer shows it', async ({ page }) => {
    const { toggle, link, dropdown, lines } = parts(page);
    await expect(lines).toHaveCount(2);
    const box = (await link.boundingBox())!;
    // Across the link in one quick stroke: nothing opens.
    await page.mouse.move(box.x - 40, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width + 80, box.y + box.height / 2, { steps: 3 });
    await page.mouse.move(5, 790);
    await expect(dropdown).toBeHidden();
    // Resting on it.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
    await expect(dropdown).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const open = (await dropdown.boundingBox())!;
    await page.mouse.move(open.x + open.width / 2, open.y + 20, { steps: 5 });
    await expect(dropdown).toBeVisible();
    await page.mouse.move(5, 790);
    await expect(dropdown).toBeHidden();
  });

  test('remove a line: asynchronous, the link and list follow, the button keeps its state and focus stays in the dropdown', async ({ page }) => {
    const { toggle, link, dropdown, lines } = parts(page);
    await expect(lines).toHaveCount(2);
    await toggle.click();
    const requests = countShopRequests(page);
    const remove = dropdown.getByRole('link', { name: '„Universal Frontspoiler“ aus dem Warenkorb entfernen' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText('LED-Tagfahrlicht Set');
    await expect(link.locator('.count')).toHaveText(exactText('1 Artikel'));
    await expect(page).toHaveURL(/\/versand\//);
    expect(requests.urls.filter((url) => url.includes('remove_from_cart'))).toHaveLength(1);
    expect(await quantityOf(page.request, PRODUCTS.frontSpoiler)).toBe(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown).toBeVisible();
    expect(await dropdown.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await dropdown.getByRole('link', { name: '„LED-Tagfahrlicht Set“ aus dem Warenkorb entfernen' }).click();
    await expect(dropdown).toContainText(MINI_CART_EMPTY);
    await expect(link.locator('.count')).toHaveText(exactText('0 Artikel'));
  });
});

test.describe('mini-cart on Storefront’s header cart, first visit and other pages', () => {
  test('a first visit without a session: get_refreshed_fragments fills the empty content once; the next page shows the stored answer', async ({ page }) => {
    const requests = countShopRequests(page);
    const fragmentRequests = () => requests.urls.filter((url) => url.includes('get_refreshed_fragments'));
    await openShippingPage(page);
    const { toggle, dropdown } = parts(page);
    await expect(dropdown.locator('.widget_shopping_cart_content')).toContainText(MINI_CART_EMPTY);
    expect(fragmentRequests()).toHaveLength(1);
    await toggle.click();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Storefront mini-cart, empty cart, open');

    // The shop set no cookie (hash ''): the stored empty cart matches, nothing is asked again.
    await page.goto('/kontakt/');
    await waitForWidgets(page, { require: ['sf-mini-cart', 'sf-cart-fragments'] });
    await expect(page.locator('#site-header-cart')).toBeVisible(); // the theme stays (its cookie)
    await expect(parts(page).dropdown.locator('.widget_shopping_cart_content')).toContainText(MINI_CART_EMPTY);
    expect(fragmentRequests()).toHaveLength(1);
  });

  test('the cart page has no cart widget: the link stays alone, no button', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await page.goto(`/cart/${STOREFRONT}`);
    await waitForWidgets(page, { require: ['sf-mini-cart'] });
    const { miniCart, link } = parts(page);
    await expect(link).toBeVisible();
    await expect(miniCart.getByRole('button', { name: BUTTON })).toHaveCount(0);
  });
});

test.describe('mini-cart on Storefront’s header cart (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Storefront hides the header cart on phones: no button, no dropdown; axe clean', async ({ page }) => {
    await addViaApi(page.request, PRODUCTS.frontSpoiler);
    await openShippingPage(page);
    const { toggle, dropdown, lines } = parts(page);
    await expect(lines).toHaveCount(1);
    await expect(toggle).toBeHidden();
    await expect(dropdown).toBeHidden();
    await expect(page.locator('a.footer-cart-contents .count')).toHaveText('1');
    await expectNoAxeViolations(page, 'Storefront mini-cart, 375 px');
  });
});
