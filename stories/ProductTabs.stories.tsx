import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/product-tabs/element';
import { productPage } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-product-tabs>`: WooCommerce's product tabs of product 114 „Felgenreiniger Konzentrat“
 * (description, additional information, reviews, product safety) as WAI-ARIA tabs with
 * automatic activation. Without JavaScript every panel shows and the links jump to them.
 */
const meta = {
  title: 'Widgets/sf-product-tabs',
  render: () => <ShopMarkup html={productPage.tabs} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const tab = (root: HTMLElement, name: string | RegExp) => within(root).findByRole('tab', { name });
const selectedPanel = (root: HTMLElement) => within(root).getByRole('tabpanel');

/** On load: the first tab (description) is selected, the other panels are hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await tab(canvasElement, 'Beschreibung')).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvasElement).getAllByRole('tab')).toHaveLength(4);
    await expect(selectedPanel(canvasElement)).toHaveAccessibleName('Beschreibung');
  },
};

/** Keyboard: Tab to the tab list, then → twice opens the reviews; focus follows. */
export const ReviewsOpen: Story = {
  play: async ({ canvasElement }) => {
    await tab(canvasElement, 'Beschreibung');
    await userEvent.tab();
    await expect(await tab(canvasElement, 'Beschreibung')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await tab(canvasElement, 'Zusätzliche Informationen')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const reviews = await tab(canvasElement, /^Bewertungen/);
    await waitFor(() => expect(reviews).toHaveAttribute('aria-selected', 'true'));
    await expect(reviews).toHaveFocus();
    await expect(selectedPanel(canvasElement)).toHaveAccessibleName('Bewertungen (1)');
    await expect(within(selectedPanel(canvasElement)).getByText(/Reinigt gut/)).toBeVisible();
  },
};

/** A phone (375 px); End jumps to the last tab (product safety). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Beschreibung'));
    await userEvent.keyboard('{End}');
    await expect(await tab(canvasElement, 'Produktsicherheit')).toHaveAttribute('aria-selected', 'true');
  },
};

const states = [
  { name: 'Beschreibung', note: 'Erster Reiter, beim Laden gewählt.' },
  { name: 'Zusätzliche Informationen', note: 'Gewicht, Merkmale.' },
  { name: 'Bewertungen (1)', note: 'Bewertungen und Formular.' },
  { name: 'Produktsicherheit', note: 'Hersteller, Sicherheitshinweise.' },
];

/** Every tab selected once, side by side. */
export const AllStates: Story = {
  render: () => <StateGrid minWidth={340} panels={states.map((state) => ({ ...state, html: productPage.tabs }))} />,
  play: async ({ canvasElement }) => {
    for (const { name } of states) {
      const root = panel(canvasElement, name);
      await userEvent.click(await tab(root, name));
      await waitFor(() => expect(within(root).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
    }
  },
};
