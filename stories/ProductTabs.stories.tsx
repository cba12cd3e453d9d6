import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/product-tabs/element';
import { productPage } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-product-tabs>`: WooCommerce's product tabs of product 114 „Felgenreiniger Konzentrat“
 * (description, additional information, reviews, product safety) as WAI-ARIA tabs with
 * automatic activation, and on phones (≤ 549 px) as a WAI-ARIA accordion. Without JavaScript
 * every panel shows and the links jump to them.
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

/** A tablet (834 px, still tabs above 549 px); End jumps to the last tab (product safety). */
export const MediumScreen: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  tags: ['viewport-834'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, 'Beschreibung'));
    await userEvent.keyboard('{End}');
    await expect(await tab(canvasElement, 'Produktsicherheit')).toHaveAttribute('aria-selected', 'true');
  },
};

const header = (root: HTMLElement, name: string | RegExp) => within(root).findByRole('button', { name });

/** A phone (375 px): an accordion; the description is open, the other items closed. */
export const Accordion: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await expect(await header(canvasElement, 'Beschreibung')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Zusätzliche Informationen', 'Bewertungen (1)', 'Produktsicherheit']) {
      await expect(await header(canvasElement, name)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(within(canvasElement).getByRole('region', { name: 'Beschreibung' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
  },
};

/** Keyboard on a phone: Tab to „Bewertungen“, Enter opens it; the description stays open. */
export const AccordionSeveralOpen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    const reviews = await header(canvasElement, /^Bewertungen/);
    await userEvent.tab();
    await expect(await header(canvasElement, 'Beschreibung')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(reviews).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reviews).toHaveAttribute('aria-expanded', 'true'));
    await expect(within(canvasElement).getByRole('region', { name: 'Bewertungen (1)' })).toBeVisible();
    await expect(within(canvasElement).getByRole('region', { name: 'Beschreibung' })).toBeVisible();
    await expect(within(canvasElement).getByText(/Reinigt gut/)).toBeVisible();
  },
};

/** On a phone the summary's review link opens „Bewertungen“ and moves focus to its header. */
export const AccordionFromReviewLink: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  render: () => <ShopMarkup html={`<p><a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">1</span> Kundenbewertung)</a></p>${productPage.tabs}`} />,
  // The link pushes #reviews; the next story must not open on it.
  beforeEach: () => () => history.replaceState(null, '', `${location.pathname}${location.search}`),
  play: async ({ canvasElement }) => {
    const reviews = await header(canvasElement, /^Bewertungen/);
    await userEvent.click(within(canvasElement).getByRole('link', { name: /Kundenbewertung/ }));
    await waitFor(() => expect(reviews).toHaveAttribute('aria-expanded', 'true'));
    await expect(reviews).toHaveFocus();
    await expect(location.hash).toBe('#reviews');
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
