import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useEffect, useState } from 'react';
import '../widgets/shop-ordering/element';
import { ordering } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-shop-ordering>`: the shop's sort select submits its GET form on change, so the
 * "Sortieren" button is hidden and a note in its place says beforehand that the page reloads. It sends no
 * requests itself (the form reloads the page), so it has no loading or error state. In
 * Storybook the form is not sent; the story shows what would be.
 */
const meta = {
  title: 'Widgets/sf-shop-ordering',
  render: () => <ShopMarkup html={ordering.default} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the query string a blocked form post would have sent (see shop-page.tsx). */
function SentNote() {
  const [sent, setSent] = useState('');
  useEffect(() => {
    const record = (event: Event) => setSent((event as CustomEvent<string>).detail);
    document.addEventListener('storybook:form-blocked', record);
    return () => document.removeEventListener('storybook:form-blocked', record);
  }, []);
  return (
    <p className="sf-story-note" data-testid="sent">
      {sent ? `Die Seite würde neu geladen mit ?${sent}` : 'Noch keine Auswahl.'}
    </p>
  );
}

/** Default order, as the shop lists it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The select submits on change, so once upgraded the note shows in the place of the shop's
    // "Sortieren" button, which keeps its room (nothing moves) but is hidden, from sight and from
    // assistive technology.
    const note = await within(canvasElement).findByText('Die Seite wird nach der Auswahl neu sortiert geladen.');
    const submit = canvasElement.querySelector<HTMLElement>('.orderby-submit')!;
    await waitFor(() => expect(getComputedStyle(submit).visibility).toBe('hidden'));
    await expect(note).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: 'Shop-Reihenfolge' })).toHaveAccessibleDescription('Die Seite wird nach der Auswahl neu sortiert geladen.');
  },
};

/** The page after re-sorting by price (the shop printed that option selected). */
export const Selected: Story = {
  render: () => <ShopMarkup html={ordering.price} />,
};

/** Choosing an order submits the form (here: shown, not sent). */
export const Submitting: Story = {
  render: () => (
    <>
      <ShopMarkup html={ordering.default} />
      <SentNote />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: 'Shop-Reihenfolge' }), 'price');
    await waitFor(() => expect(within(canvasElement).getByTestId('sent')).toHaveTextContent('orderby=price&paged=1'));
  },
};

/** A phone (375 px). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={360}
      panels={[
        { name: 'Standard', note: 'Standardsortierung.', html: ordering.default },
        { name: 'Ausgewählt', note: 'Nach Preis sortiert.', html: ordering.price },
      ]}
    />
  ),
};
