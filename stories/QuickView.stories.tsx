import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/quantity/element';
import '../widgets/quick-view/element';
import '../widgets/unit-price/element';
import { quickView, quickViewListing } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { blockedNavigations, ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals, storyListing } from './story-helpers';

/**
 * `<sf-quick-view>`: the quick-view link of a shop listing item (product 115 „Hartwachs
 * Premium 250 ml“). A click asks the shop for the popup (admin-ajax `flatsome_quickview`) and
 * shows it in a modal dialog; the widgets inside (unit price, quantity, add to cart) upgrade by
 * themselves. When the shop cannot answer, the link is followed to the product page, which the
 * story stops and names instead.
 */
const listing = storyListing(quickViewListing);
const PRODUCT_URL = '/product/hartwachs-premium-250-ml/';

const meta = {
  title: 'Widgets/sf-quick-view',
  render: () => <ShopMarkup html={listing} />,
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (root: HTMLElement) => within(root).getByRole('link', { name: 'Schnellansicht: „Hartwachs Premium 250 ml“' });
/** The dialog is a portal into document.body, outside the story's canvas. */
const dialog = () => within(document.body).findByRole('dialog', { name: 'Hartwachs Premium 250 ml' });

async function open(root: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => expect(root.querySelector('sf-quick-view')).toHaveAttribute('data-sf-upgraded'));
  await userEvent.click(trigger(root));
  return dialog();
}

/** Shows where the page would have gone: the story stops the widget's navigation. */
function NavigationNote() {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    const onBlocked = (event: Event) => setTarget((event as CustomEvent<string>).detail);
    document.addEventListener('storybook:navigation-blocked', onBlocked);
    return () => document.removeEventListener('storybook:navigation-blocked', onBlocked);
  }, []);
  return (
    <p className="sf-story-note" role="status">
      {target ? `Die Seite würde jetzt zu ${target} wechseln (in Storybook angehalten).` : ''}
    </p>
  );
}

/** The link as the shop prints it; without JavaScript it opens the product page. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('href', PRODUCT_URL);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Clicked: the popup in a modal dialog named by the product, focus inside, the product's widgets upgraded. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await expect(mockShop.requests.at(-1)).toMatchObject({ endpoint: 'admin-ajax', fields: { action: 'flatsome_quickview', product: '115' } });
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    await expect(within(popup).getByRole('button', { name: 'Schnellansicht schließen' })).toBeVisible();
    await expect(await within(popup).findByRole('button', { name: 'Menge erhöhen' })).toBeVisible();
    await expect(trigger(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/**
 * Closed with its close button; focus returns to the link. (Escape closes it too, but only a
 * real key press does: the play function's key events are synthetic.)
 */
export const ClosedAgain: Story = {
  name: 'Closed again',
  play: async ({ canvasElement }) => {
    const popup = await open(canvasElement);
    await userEvent.click(within(popup).getByRole('button', { name: 'Schnellansicht schließen' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** The shop failed (HTTP 500): no popup; the widget follows the link to the product page instead. */
export const Error: Story = {
  parameters: { shop: { mode: 'error' } },
  render: () => (
    <>
      <ShopMarkup html={listing} />
      <NavigationNote />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('sf-quick-view')).toHaveAttribute('data-sf-upgraded'));
    await userEvent.click(trigger(canvasElement));
    await waitFor(() => expect(blockedNavigations).toContain(PRODUCT_URL));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(PRODUCT_URL);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(trigger(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** A phone (375 px), the popup open. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

const panels = [
  { name: 'Bereit', note: 'Der Link, wie der Shop ihn ausgibt.', html: listing },
  { name: 'Lädt', note: 'Angeklickt, der Shop antwortet noch (aria-busy am Link).', html: listing },
  {
    name: 'Inhalt des Popups',
    note: 'Was der Shop für das Popup schickt, mit seinen Widgets. Geöffnet zeigt es die Story „Open“ als modalen Dialog; bei einem Fehler folgt der Link zur Produktseite (Story „Error“).',
    html: quickView[115],
  },
];

/** Every state side by side; the open popup is modal, so its content is shown in a panel. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={300} />,
  play: async ({ canvasElement }) => {
    const loading = panel(canvasElement, 'Lädt');
    await waitFor(() => expect(loading.querySelector('sf-quick-view')).toHaveAttribute('data-sf-upgraded'));
    mockShop.mode = 'never';
    await userEvent.click(trigger(loading));
    await waitFor(() => expect(trigger(loading)).toHaveAttribute('aria-busy', 'true'));
    await expect(trigger(panel(canvasElement, 'Bereit'))).not.toHaveAttribute('aria-busy');
    await expect(await within(panel(canvasElement, 'Inhalt des Popups')).findByRole('button', { name: 'Menge erhöhen' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
