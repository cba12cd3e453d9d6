import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/add-to-cart/element';
import '../widgets/quantity/element';
import '../widgets/sticky-add-to-cart/element';
import '../widgets/variation-form/element';
import { stickyBar } from './fixtures/shop-html';
import { mockShop } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-sticky-add-to-cart>`: the bar that stands in for the purchase form once its add button
 * has scrolled above the window. Product 105 „Carbon-Folie Meterware“ (quantity in steps of
 * 0,5) and product 114 „Felgenreiniger Konzentrat“ (variable). The stories scroll the page
 * down to bring it up; at the top of the page it is hidden.
 */
const scrollable = (html: string) => html.replace('<sf-sticky-add-to-cart', '<div class="sf-story-scroll-room"></div><sf-sticky-add-to-cart');

const meta = {
  title: 'Widgets/sf-sticky-add-to-cart',
  render: () => <ShopMarkup html={scrollable(stickyBar.simple)} />,
  parameters: { shop: { mode: 'ok', cart: 'empty' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const SELECTION_NEEDED = 'Bitte wähle die Produktoptionen, bevor du den Artikel in den Warenkorb legst.';

const bar = (root: HTMLElement) => root.querySelector<HTMLElement>('.sticky-add-to-cart')!;
const barButton = (root: HTMLElement) => bar(root).querySelector<HTMLElement>('.sticky-add-to-cart__button')!;
const barPlus = (root: HTMLElement) => within(bar(root)).getByRole('button', { name: 'Menge erhöhen' });
const formQuantity = (root: HTMLElement) => root.querySelector<HTMLInputElement>('form.cart input[name="quantity"]')!;

/** Down to the end of the page: every purchase form on it is above the window. */
async function scrollDown(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('sf-sticky-add-to-cart[data-sf-upgraded]')).not.toBeNull());
  window.scrollTo(0, document.documentElement.scrollHeight);
  await waitFor(() => expect(bar(root)).toBeVisible());
}

/** At the purchase form: the bar is hidden (and so is it without JavaScript). */
export const AtTheForm: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('sf-sticky-add-to-cart[data-sf-upgraded]')).not.toBeNull());
    window.scrollTo(0, 0);
    await expect(bar(canvasElement)).not.toBeVisible();
  },
};

/** The form scrolled away: image, name, price, quantity and add button at the foot of the window. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await scrollDown(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: 'Kaufleiste' })).toBeVisible();
  },
};

/** Its quantity is the form's: + in the bar steps by 0,5 in both. */
export const QuantityInSync: Story = {
  play: async ({ canvasElement }) => {
    await scrollDown(canvasElement);
    await userEvent.click(barPlus(canvasElement));
    await userEvent.click(barPlus(canvasElement));
    await waitFor(() => expect(formQuantity(canvasElement)).toHaveValue(2));
  },
};

/** Added from the bar: the form's add went to the shop, and the bar's button shows it. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    await scrollDown(canvasElement);
    await userEvent.click(barPlus(canvasElement));
    await userEvent.click(barButton(canvasElement));
    await waitFor(() => expect(barButton(canvasElement)).toHaveClass('added'));
    await expect(mockShop.requests.at(-1)).toMatchObject({ endpoint: 'add_to_cart', fields: { product_id: '105', quantity: '1.5' } });
  },
};

/** Variable product, nothing chosen: the bar's button is blocked like the form's and says why when pressed. */
export const SelectionNeeded: Story = {
  render: () => <ShopMarkup html={scrollable(stickyBar.variable)} />,
  play: async ({ canvasElement }) => {
    await scrollDown(canvasElement);
    await expect(barButton(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(barButton(canvasElement));
    await waitFor(() => expect(bar(canvasElement)).toHaveTextContent(SELECTION_NEEDED));
    await expect(mockShop.requests).toHaveLength(0);
  },
};

/** Variable product, 1 l chosen: the bar shows its price and can add. */
export const VariationChosen: Story = {
  render: () => <ShopMarkup html={scrollable(stickyBar.variable)} />,
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('Inhalt'), '1-l');
    await scrollDown(canvasElement);
    await waitFor(() => expect(barButton(canvasElement)).toHaveAttribute('aria-disabled', 'false'));
    await expect(bar(canvasElement).querySelector('.sticky-add-to-cart__price')).toHaveTextContent('14,90');
  },
};

/** A phone (375 px): name across the top, quantity and button below; no image. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await scrollDown(canvasElement);
  },
};

const panels = [
  { name: 'Sichtbar', note: 'Formular nach oben aus dem Fenster gescrollt.', html: stickyBar.simple },
  { name: 'Menge', note: 'Plus in der Leiste: 1,5 – auch im Formular.', html: stickyBar.simple },
  { name: 'Hinzugefügt', note: 'Über die Leiste in den Warenkorb gelegt.', html: stickyBar.simple },
  { name: 'Auswahl nötig', note: 'Variables Produkt ohne Auswahl: gesperrt, sagt beim Drücken warum.', html: stickyBar.variable },
  { name: 'Ausführung gewählt', note: '1 l gewählt: Preis der Ausführung, Button frei.', html: stickyBar.variable },
];

/**
 * Every state side by side: each panel's bar sits at its foot (not fixed to the window). The
 * hidden state (at the form) is `AtTheForm`. Each panel's bar is its own region; their names
 * carry the state, as one shop page has one bar.
 */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      panels={panels.map((state) => ({
        ...state,
        className: 'sf-story-static-bar',
        html: scrollable(state.html).replace('aria-label="Kaufleiste"', `aria-label="Kaufleiste: ${state.name}"`),
      }))}
      minWidth={220}
    />
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('sf-sticky-add-to-cart[data-sf-upgraded]')).toHaveLength(panels.length));
    const variation = panel(canvasElement, 'Ausführung gewählt');
    await userEvent.selectOptions(within(variation).getByLabelText('Inhalt'), '1-l');
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const { name } of panels) await waitFor(() => expect(bar(panel(canvasElement, name))).toBeVisible());
    await userEvent.click(barPlus(panel(canvasElement, 'Menge')));
    await userEvent.click(barButton(panel(canvasElement, 'Hinzugefügt')));
    await waitFor(() => expect(barButton(panel(canvasElement, 'Hinzugefügt'))).toHaveClass('added'));
    await userEvent.click(barButton(panel(canvasElement, 'Auswahl nötig')));
    await waitFor(() => expect(bar(panel(canvasElement, 'Auswahl nötig'))).toHaveTextContent(SELECTION_NEEDED));
    await waitFor(() => expect(barButton(variation)).toHaveAttribute('aria-disabled', 'false'));
    await expect(formQuantity(panel(canvasElement, 'Menge'))).toHaveValue(1.5);
  },
};
