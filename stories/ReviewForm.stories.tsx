import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/review-form/element';
import { productPage } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-review-form>`: the reviews of product 114 and their form, with a star rating 1–5 (a radio group)
 * in place of the shop's select, which stays what the form posts. The page globals ask for a
 * rating (`review_rating_required: 'yes'`). The form posts the classic way; the story stops
 * that post (see the console) instead of leaving the page.
 */
const meta = {
  title: 'Widgets/sf-review-form',
  render: () => <ShopMarkup html={productPage.reviewForm} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const star = (root: HTMLElement, n: number) => within(root).findByRole('radio', { name: `${n} von 5 Sternen` });

/** Fill in the other required fields, so only the rating decides. */
async function fillIn(root: HTMLElement): Promise<void> {
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText(/Deine Rezension/), 'Reinigt zuverlässig, auch eingebrannten Bremsstaub.');
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Petra K.');
  await userEvent.type(canvas.getByLabelText(/^E-Mail/), 'petra@example.com');
}

/** Upgraded: five stars, none chosen; the select is hidden and no longer required. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: /Deine Bewertung/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(canvasElement.querySelector('select#rating')).not.toBeRequired();
  },
};

/** 4 stars chosen: four stars filled, the select posts 4. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await star(canvasElement, 4));
    await expect(await star(canvasElement, 4)).toBeChecked();
    await expect(canvasElement.querySelector('select#rating')).toHaveValue('4');
    await expect(canvasElement.querySelectorAll('.sf-stars__star.is-filled')).toHaveLength(4);
  },
};

/** Sent without a rating: stopped, 'Bitte wähle eine Bewertung' as an alert, focus on the first star. */
export const MissingRating: Story = {
  play: async ({ canvasElement }) => {
    await star(canvasElement, 1);
    await fillIn(canvasElement);
    let posted = false;
    const onBlocked = () => (posted = true);
    canvasElement.addEventListener('storybook:form-blocked', onBlocked);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Senden' }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Bitte wähle eine Bewertung');
    await waitFor(() => expect(canvasElement.querySelector('.sf-stars input')).toHaveFocus());
    canvasElement.removeEventListener('storybook:form-blocked', onBlocked);
    await expect(posted).toBe(false);
  },
};

/** A phone (375 px), 5 stars chosen. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await star(canvasElement, 5));
    await expect(canvasElement.querySelector('select#rating')).toHaveValue('5');
  },
};

const panels = [
  { name: 'Keine Bewertung', note: 'Fünf leere Sterne.', html: productPage.reviewForm },
  { name: '4 Sterne', note: 'Gewählt; das Select sendet 4.', html: productPage.reviewForm },
  { name: 'Bewertung fehlt', note: 'Senden ohne Sterne: Hinweis als role="alert".', html: productPage.reviewForm },
];

/** Every state side by side. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={320} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(await star(panel(canvasElement, '4 Sterne'), 4));
    const missing = panel(canvasElement, 'Bewertung fehlt');
    await star(missing, 1);
    await fillIn(missing);
    await userEvent.click(within(missing).getByRole('button', { name: 'Senden' }));
    await expect(await within(missing).findByRole('alert')).toHaveTextContent('Bitte wähle eine Bewertung');
  },
};
