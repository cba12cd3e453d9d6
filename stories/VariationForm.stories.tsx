import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/quantity/element';
import '../widgets/variation-form/element';
import { productPage } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-variation-form>`: WooCommerce's variations form on the product page, with the summary
 * it updates (price, SKU, image, legal fields). Product 114 „Felgenreiniger Konzentrat“ carries
 * its three variations inline (1 l in stock, 5 l out of stock and not orderable online);
 * product 118 „Felgen-Lackstift“ has 32, so the form asks the shop (`get_variation`).
 */
const meta = {
  title: 'Widgets/sf-variation-form',
  render: () => <ShopMarkup html={productPage.variable} />,
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 50 ml in Schwarz matt: gone from the shop since the page was printed (get_variation → false). */
const MISSING_VARIATION = 11807;

const SELECTION_NEEDED = 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';
const UNAVAILABLE = 'Dieses Produkt ist leider nicht verfügbar. Bitte wähle eine andere Kombination.';
const NO_MATCH = 'Es entsprechen leider keine Produkte deiner Auswahl. Bitte wähle eine andere Kombination.';
const LOOKUP_FAILED = 'Die Ausführung konnte nicht geladen werden. Bitte versuche es erneut.';

const addButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'In den Warenkorb' });
const sku = (root: HTMLElement) => root.querySelector('.product_meta .sku');

/** Choose values by the select's label, as a shopper does; waits for the widget first. */
async function choose(root: HTMLElement, choices: Record<string, string>): Promise<void> {
  await waitFor(() => expect(addButton(root)).toHaveAttribute('aria-disabled', 'true'));
  for (const [label, value] of Object.entries(choices)) {
    await userEvent.selectOptions(within(root).getByLabelText(label), value);
  }
}

/** Nothing chosen: the add button is marked disabled (but focusable) and says why when pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'true'));
    await expect(addButton(canvasElement)).toHaveClass('wc-variation-selection-needed');
    await userEvent.click(addButton(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('.sf-variation-alert')).toHaveTextContent(SELECTION_NEEDED));
    await expect(mockShop.requests).toHaveLength(0);
  },
};

/** 1 l chosen: price, SKU and availability of the variation show; the button can add. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Inhalt: '1-l' });
    await waitFor(() => expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'false'));
    await expect(sku(canvasElement)).toHaveTextContent('FRK-14-1');
    await expect(canvasElement.querySelector('.single_variation')).toHaveTextContent('Vorrätig');
    await expect(within(canvasElement).getByRole('link', { name: 'Auswahl zurücksetzen' })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="variation_id"]')).toHaveValue('1142');
  },
};

/** Reset: every choice cleared, focus on the first select at once, the reset announced 300 ms later (spec §9 swatch reset time). */
export const ResetAnnounced: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Inhalt: '1-l' });
    await waitFor(() => expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Auswahl zurücksetzen' }));
    await expect(within(canvasElement).getByLabelText('Inhalt')).toHaveFocus();
    await waitFor(() => expect(canvasElement.querySelector('.reset_variations_alert')).toHaveTextContent('Deine Auswahl wurde zurückgesetzt.'));
  },
};

/** 5 l chosen: out of stock and not orderable online; pressing add says why, the button stays blocked. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Inhalt: '5-l' });
    await waitFor(() => expect(addButton(canvasElement)).toHaveClass('wc-variation-is-unavailable'));
    await userEvent.click(addButton(canvasElement));
    await waitFor(() => expect(canvasElement.querySelector('.sf-variation-alert')).toHaveTextContent(UNAVAILABLE));
    await expect(addButton(canvasElement)).toHaveClass('wc-variation-is-unavailable');
    await expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvasElement.querySelector('.single_variation')).toHaveTextContent('Nicht vorrätig');
  },
};

/** The shop has no variation for the choice (it answers false): the page returns to its server content. */
export const NoMatch: Story = {
  render: () => <ShopMarkup html={productPage.manyVariations} />,
  parameters: { shop: { mode: 'ok', missingVariations: [MISSING_VARIATION] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Farbe: 'schwarz-matt', Inhalt: '50-ml' });
    await waitFor(() => expect(canvasElement.querySelector('.sf-variation-alert')).toHaveTextContent(NO_MATCH));
    await expect(sku(canvasElement)).toHaveTextContent(/^FLS-18$/);
    await expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 32 variations, none inline: the full choice is asked from the shop (get_variation). */
export const ServerLookup: Story = {
  render: () => <ShopMarkup html={productPage.manyVariations} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form.variations_form')).toHaveAttribute('data-product_variations', 'false');
    await choose(canvasElement, { Farbe: 'silber', Inhalt: '30-ml' });
    await waitFor(() => expect(sku(canvasElement)).toHaveTextContent('FLS-18-SI-30'));
    await expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
    // The lookup, not the last request of all: a widget that loads at idle may ask the shop after it.
    await expect(mockShop.requests.filter((request) => request.endpoint === 'get_variation').at(-1)).toMatchObject({
      endpoint: 'get_variation',
      fields: { product_id: '118', attribute_pa_farbe: 'silber', attribute_pa_inhalt: '30-ml' },
    });
  },
};

/** The lookup failed (HTTP 500): an alert, and the button stays blocked. */
export const LookupError: Story = {
  render: () => <ShopMarkup html={productPage.manyVariations} />,
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Farbe: 'anthrazit', Inhalt: '12-ml' });
    await waitFor(() => expect(canvasElement.querySelector('.sf-variation-alert')).toHaveTextContent(LOOKUP_FAILED));
    await expect(addButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A phone (375 px), with a variation chosen. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await choose(canvasElement, { Inhalt: '500-ml' });
    await waitFor(() => expect(sku(canvasElement)).toHaveTextContent('FRK-14-05'));
  },
};

const panels = [
  { name: 'Nichts gewählt', note: 'Button gesperrt (aria-disabled), sagt beim Drücken warum.', html: productPage.variable },
  { name: 'Gewählt', note: '1 l: Preis, Artikelnummer, Verfügbarkeit der Ausführung.', html: productPage.variable },
  { name: 'Nicht verfügbar', note: '5 l: nicht vorrätig, Hinweis als role="alert".', html: productPage.variable },
  { name: 'Keine Übereinstimmung', note: 'Der Shop kennt die Kombination nicht (false).', html: productPage.manyVariations },
  { name: 'Serverabfrage', note: '32 Ausführungen: get_variation beim Shop.', html: productPage.manyVariations },
  { name: 'Fehler', note: 'HTTP 500 bei get_variation: Hinweis, Button gesperrt.', html: productPage.manyVariations },
];

/** Every state side by side; the play function brings each panel into its state. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={340} />,
  play: async ({ canvasElement }) => {
    const alertOf = (name: string) => panel(canvasElement, name).querySelector('.sf-variation-alert');
    mockShop.mode = 'error';
    await choose(panel(canvasElement, 'Fehler'), { Farbe: 'anthrazit', Inhalt: '12-ml' });
    await waitFor(() => expect(alertOf('Fehler')).toHaveTextContent(LOOKUP_FAILED));
    mockShop.mode = 'ok';
    mockShop.missingVariations = [MISSING_VARIATION];
    await choose(panel(canvasElement, 'Keine Übereinstimmung'), { Farbe: 'schwarz-matt', Inhalt: '50-ml' });
    await waitFor(() => expect(alertOf('Keine Übereinstimmung')).toHaveTextContent(NO_MATCH));
    await choose(panel(canvasElement, 'Serverabfrage'), { Farbe: 'silber', Inhalt: '30-ml' });
    await waitFor(() => expect(sku(panel(canvasElement, 'Serverabfrage'))).toHaveTextContent('FLS-18-SI-30'));
    await choose(panel(canvasElement, 'Gewählt'), { Inhalt: '1-l' });
    await choose(panel(canvasElement, 'Nicht verfügbar'), { Inhalt: '5-l' });
    await waitFor(() => expect(addButton(panel(canvasElement, 'Nicht verfügbar'))).toHaveClass('wc-variation-is-unavailable'));
    await userEvent.click(addButton(panel(canvasElement, 'Nicht verfügbar')));
    await waitFor(() => expect(alertOf('Nicht verfügbar')).toHaveTextContent(UNAVAILABLE));
    await userEvent.click(addButton(panel(canvasElement, 'Nichts gewählt')));
    await waitFor(() => expect(alertOf('Nichts gewählt')).toHaveTextContent(SELECTION_NEEDED));
  },
};
