import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import '../widgets/order-attribution/element';
import { ATTRIBUTION_FIELDS, FIELD_PREFIX } from '../src/attribution/session';
import { ShopMarkup } from './shop-page';

/**
 * `<sf-order-attribution>`: where the shopper came from, in the hidden `wc_order_attribution_*`
 * inputs the checkout form posts (widgets/order-attribution/README.md). It shows nothing; the
 * table under the form shows what the form would post, from the widget's `sf:order-attribution`
 * event. The element carries the mark the loader sets on a page without a consent system, so it
 * fills the inputs without a consent banner.
 */
const inputs = ATTRIBUTION_FIELDS.map((field) => `<input type="hidden" name="${FIELD_PREFIX}${field}" value="">`).join('');
const checkout = `<form class="checkout woocommerce-checkout" action="#" method="post" aria-label="Kasse (Ausschnitt)">
<p>Ein Ausschnitt des Kassenformulars: die Herkunft wird mit der Bestellung gesendet.</p>
<sf-order-attribution data-sf-without-consent-system>${inputs}</sf-order-attribution></form>`;

/** The values the widget announced, as the form would post them. Listens before the markup is in place. */
function PostedValues() {
  const [data, setData] = useState<Record<string, string> | null>(null);
  useLayoutEffect(() => {
    const show = (event: Event) => setData({ ...(event as CustomEvent<{ data: Record<string, string> }>).detail.data });
    document.addEventListener('sf:order-attribution', show);
    return () => document.removeEventListener('sf:order-attribution', show);
  }, []);
  if (!data) return <p className="sf-story-note">Noch nichts erfasst.</p>;
  return (
    <table className="sf-docs__table">
      <caption>Gesendete Herkunftsdaten</caption>
      <tbody>
        {Object.entries(data).map(([field, value]) => (
          <tr key={field}>
            <th scope="row">
              <code>{`${FIELD_PREFIX}${field}`}</code>
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Widgets/sf-order-attribution',
  render: () => (
    <>
      <PostedValues />
      <ShopMarkup html={checkout} />
    </>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first page view: its source type, one session, one page, filled into the form's inputs and announced. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sourceType = () => canvasElement.querySelector<HTMLInputElement>(`input[name="${FIELD_PREFIX}source_type"]`)!;
    await waitFor(() => expect(sourceType().value).not.toBe(''));
    await expect(await within(canvasElement).findByRole('table', { name: 'Gesendete Herkunftsdaten' })).toHaveTextContent(sourceType().value);
  },
};
