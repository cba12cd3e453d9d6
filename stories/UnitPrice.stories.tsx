import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/quantity/element';
import '../widgets/unit-price/element';
import { priceHtml, productPage } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-unit-price>`: the legal unit price (Grundpreis) of product 115 „Hartwachs Premium
 * 250 ml“, kept in step with the price next to it. When the price element changes (here the
 * play function puts the shop's sale price in, as a variation form or price plugin would),
 * the unit price shows a loading bar and is asked from the shop (`gzd_refresh_unit_price`,
 * 500 ms debounce + 500 ms queue); on any failure the unit price shown before comes back.
 */
const meta = {
  title: 'Widgets/sf-unit-price',
  render: () => <ShopMarkup html={productPage.unitPrice} />,
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ORIGINAL = '9,96 € / 100 ml';
const unitPrice = (root: HTMLElement) => root.querySelector<HTMLElement>('.price-unit')!;
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Wait for the widget, then change the price shown to the sale price (24,90 € → 19,90 €). */
async function putSalePrice(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('sf-unit-price')).toHaveAttribute('data-sf-upgraded'));
  root.querySelector('p.price:not(.price-unit)')!.innerHTML = priceHtml.hartwachsSale;
}

/** As the shop prints it: 24,90 €, unit price 9,96 € / 100 ml. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(text(unitPrice(canvasElement))).toBe(ORIGINAL);
    await expect(unitPrice(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** The price changed and the shop has not answered yet: loading bar, aria-busy, screen-reader text. */
export const Loading: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    await putSalePrice(canvasElement);
    await waitFor(() => expect(unitPrice(canvasElement)).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    await expect(unitPrice(canvasElement)).toHaveTextContent('Grundpreis wird aktualisiert …');
    await expect(canvasElement.querySelector('.sf-unit-price__loading')).not.toBeNull();
  },
};

/** The shop answered: the unit price of the sale price (7,96 € instead of 9,96 €) replaces the old one. */
export const Refreshed: Story = {
  play: async ({ canvasElement }) => {
    await putSalePrice(canvasElement);
    await waitFor(() => expect(unitPrice(canvasElement)).toHaveTextContent('7,96 €'), { timeout: 4000 });
    await expect(unitPrice(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(mockShop.requests.at(-1)).toMatchObject({
      endpoint: 'gzd_refresh_unit_price',
      fields: { 'products[0][product_id]': '115', 'products[0][price]': '24.9', 'products[0][price_sale]': '19.9', 'products[0][key]': '115' },
    });
  },
};

/** The refresh failed (HTTP 500): the unit price shown before comes back. */
export const RestoredAfterError: Story = {
  name: 'Restored after error',
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await putSalePrice(canvasElement);
    await waitFor(() => expect(unitPrice(canvasElement)).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    await waitFor(() => expect(unitPrice(canvasElement)).not.toHaveAttribute('aria-busy'), { timeout: 4000 });
    await expect(text(unitPrice(canvasElement))).toBe(ORIGINAL);
  },
};

/** A phone (375 px). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

const panels = [
  { name: 'Standard', note: 'Wie der Shop ihn ausliefert.', html: productPage.unitPrice },
  { name: 'Lädt', note: 'Preis geändert, Anfrage läuft (aria-busy).', html: productPage.unitPrice },
  { name: 'Aktualisiert', note: 'Antwort des Shops zum Angebotspreis.', html: productPage.unitPrice },
  { name: 'Wiederhergestellt', note: 'HTTP 500: der vorige Grundpreis kommt zurück.', html: productPage.unitPrice },
];

/**
 * Every state side by side. All panels show the same product, and a newer change of one
 * product supersedes the pending one, so the panels are brought into their states one by one.
 */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={260} />,
  play: async ({ canvasElement }) => {
    const restored = panel(canvasElement, 'Wiederhergestellt');
    mockShop.mode = 'error';
    await putSalePrice(restored);
    await waitFor(() => expect(unitPrice(restored)).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    await waitFor(() => expect(unitPrice(restored)).not.toHaveAttribute('aria-busy'), { timeout: 4000 });
    const refreshed = panel(canvasElement, 'Aktualisiert');
    mockShop.mode = 'ok';
    await putSalePrice(refreshed);
    await waitFor(() => expect(unitPrice(refreshed)).toHaveTextContent('7,96 €'), { timeout: 4000 });
    const loading = panel(canvasElement, 'Lädt');
    mockShop.mode = 'never';
    await putSalePrice(loading);
    await waitFor(() => expect(unitPrice(loading)).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
  },
};
