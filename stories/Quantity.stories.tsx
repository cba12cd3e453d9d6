import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/quantity/element';
import { quantity } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-quantity>`: − and + buttons around the shop's quantity field (product page, cart,
 * mini-cart). The field stays what the form posts; a button at a limit says so with
 * aria-disabled and stays focusable. The widget sends no requests, so it has no loading or
 * error state of its own (the cart widgets around it have).
 */
const meta = {
  title: 'Widgets/sf-quantity',
  render: () => <ShopMarkup html={quantity.middle} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (root: HTMLElement) => within(root).getByRole('spinbutton');
const button = (root: HTMLElement, name: 'Menge verringern' | 'Menge erhöhen') => within(root).findByRole('button', { name });

/** Value 3 of 1–10: both buttons usable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'Menge verringern')).toHaveAttribute('aria-disabled', 'false');
    await expect(await button(canvasElement, 'Menge erhöhen')).toHaveAttribute('aria-disabled', 'false');
  },
};

/** An empty field (the shop printed no value): + starts from 0. */
export const Empty: Story = {
  render: () => <ShopMarkup html={quantity.empty} />,
};

/** At the minimum (1): − is marked disabled but keeps focus. */
export const AtMinimum: Story = {
  render: () => <ShopMarkup html={quantity.default} />,
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'Menge verringern')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** At the maximum (10): + is marked disabled. */
export const AtMaximum: Story = {
  render: () => <ShopMarkup html={quantity.atMax} />,
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'Menge erhöhen')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Sold by the metre in 0.5 m steps: values keep the step's decimals. */
export const DecimalStep: Story = {
  render: () => <ShopMarkup html={quantity.decimal} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await button(canvasElement, 'Menge erhöhen'));
    await expect(field(canvasElement)).toHaveValue(3);
  },
};

/** A disabled field (e.g. no variation chosen yet): both buttons are marked disabled. */
export const Disabled: Story = {
  render: () => <ShopMarkup html={quantity.disabled} />,
  play: async ({ canvasElement }) => {
    await expect(await button(canvasElement, 'Menge erhöhen')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** After two presses on +: the field says 5, focus stays on the button. */
export const Stepped: Story = {
  play: async ({ canvasElement }) => {
    const plus = await button(canvasElement, 'Menge erhöhen');
    await userEvent.click(plus);
    await userEvent.click(plus);
    await waitFor(() => expect(field(canvasElement)).toHaveValue(5));
    await expect(plus).toHaveFocus();
  },
};

/** A phone (375 px): buttons keep their 44 px touch size. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={240}
      panels={[
        { name: 'Standard', note: 'Wert 3 von 1–10.', html: quantity.middle },
        { name: 'Leer', note: 'Feld ohne Wert.', html: quantity.empty },
        { name: 'Minimum', note: '− deaktiviert (aria-disabled).', html: quantity.default },
        { name: 'Maximum', note: '+ deaktiviert (aria-disabled).', html: quantity.atMax },
        { name: 'Dezimal', note: 'Schritt 0,5.', html: quantity.decimal },
        { name: 'Deaktiviert', note: 'Feld disabled.', html: quantity.disabled },
      ]}
    />
  ),
};
