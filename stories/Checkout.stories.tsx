import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { CheckoutParams } from '../src/checkout/contracts';
import { checkoutPage, validBilling } from '../src/test/checkout-html';
import '../widgets/checkout/element';
import { CHECKOUT_REFUSAL, mockShop } from './mock-shop';
import { blockedNavigations, ShopMarkup, StateGrid } from './shop-page';
import { panel } from './story-helpers';

/**
 * `<sf-checkout>`: WooCommerce's classic checkout (billing and shipping fields, order review,
 * payment methods, terms, 'Zahlungspflichtig bestellen'). Fields are checked as they are left
 * and on submit; a country or method change asks the shop for a new order review
 * (`update_order_review`); the order is placed with `?wc-ajax=checkout`. Leaving for the
 * order-received page is stopped by the story and named.
 */
const meta = {
  title: 'Widgets/sf-checkout',
  // The theme's page title stands between the story's h1 and WooCommerce's h3 sections.
  render: () => <ShopMarkup html={`<h2 class="entry-title">Kasse</h2>${checkoutPage()}`} />,
  parameters: { shop: { mode: 'ok' } },
  beforeEach: () => {
    const params: Partial<CheckoutParams> = { update_order_review_nonce: 'storybook-nonce', i18n_checkout_error: '' };
    (window as unknown as { wc_checkout_params?: Partial<CheckoutParams> }).wc_checkout_params = params;
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const ERROR_500 = 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.';

async function upgraded(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('sf-checkout')).toHaveAttribute('data-sf-upgraded'));
}
const placeButton = (root: HTMLElement) => within(root).getByRole('button', { name: 'Zahlungspflichtig bestellen' });
const notices = (root: HTMLElement) => root.querySelector<HTMLElement>('.woocommerce-notices-wrapper [role="alert"]');

/** What a shopper types for a valid order, and the terms ticked. */
async function fillValid(root: HTMLElement) {
  for (const [name, value] of Object.entries(validBilling)) root.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
  await userEvent.click(root.querySelector<HTMLInputElement>('input[name="terms"]')!);
}
async function chooseAustria(root: HTMLElement) {
  await userEvent.selectOptions(root.querySelector<HTMLSelectElement>('select[name="billing_country"]')!, 'AT');
}
async function showFieldErrors(root: HTMLElement) {
  await upgraded(root);
  await userEvent.click(placeButton(root));
  await waitFor(() => expect(notices(root)).toHaveTextContent('Rechnung: Vorname ist ein Pflichtfeld.'));
}
async function showRefusal(root: HTMLElement, text: string) {
  await upgraded(root);
  await fillValid(root);
  await userEvent.click(placeButton(root));
  await waitFor(() => expect(notices(root)).toHaveTextContent(text), { timeout: 3000 });
}
async function showPlacing(root: HTMLElement) {
  await upgraded(root);
  await fillValid(root);
  await userEvent.click(placeButton(root));
  await waitFor(() => expect(placeButton(root)).toHaveAttribute('aria-disabled', 'true'));
}
async function showUpdating(root: HTMLElement) {
  await upgraded(root);
  await chooseAustria(root);
  await waitFor(() => expect(root.querySelector('.woocommerce-checkout-review-order')).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
}

/** As the shop prints it: Vorkasse chosen (its description shown), the others' hidden. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await expect(canvasElement.querySelector('.payment_box.payment_method_cod')).not.toBeVisible();
    await expect(canvasElement.querySelector('.payment_box.payment_method_bacs')).toBeVisible();
  },
};

/** Submitted empty: the alert list at the top, focused; each field marked with its message. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    await showFieldErrors(canvasElement);
    await expect(notices(canvasElement)).toHaveFocus();
    await expect(notices(canvasElement)).toHaveTextContent('Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen');
    await expect(canvasElement.querySelector('#billing_first_name')).toHaveAccessibleDescription('Rechnung: Vorname ist ein Pflichtfeld.');
    await expect(mockShop.requests).toHaveLength(0);
  },
};

/** Another payment method chosen: its description box shows. */
export const PaymentMethodChosen: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Nachnahme' }));
    await waitFor(() => expect(canvasElement.querySelector('.payment_box.payment_method_cod')).toBeVisible());
    await expect(canvasElement.querySelector('.payment_box.payment_method_bacs')).not.toBeVisible();
  },
};

/** A country change is on its way to the shop: the review is marked busy. */
export const UpdatingReview: Story = {
  parameters: { shop: { mode: 'never' } },
  play: ({ canvasElement }) => showUpdating(canvasElement),
};

/** The shop answered the country change: Austria's shipping and total. */
export const ReviewUpdated: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await chooseAustria(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.order-total')).toHaveTextContent('29,80 €'), { timeout: 3000 });
  },
};

/** The review could not be updated (HTTP 500): a German alert, the page as it was. */
export const ReviewFailed: Story = {
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await chooseAustria(canvasElement);
    await expect(await within(canvasElement).findByText(/Die Bestellübersicht konnte nicht aktualisiert werden/, {}, { timeout: 3000 })).toHaveAttribute('role', 'alert');
  },
};

/** The order is on its way: the button aria-disabled, the form busy; more clicks send nothing. */
export const Placing: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    await showPlacing(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await expect(mockShop.requests.filter((request) => request.endpoint === 'checkout')).toHaveLength(1);
  },
};

/** The shop refused the order: its message at the top, focused; the button usable again. */
export const ServerFailure: Story = {
  parameters: { shop: { mode: 'error-body' } },
  play: async ({ canvasElement }) => {
    await showRefusal(canvasElement, CHECKOUT_REFUSAL);
    await expect(notices(canvasElement)).toHaveFocus();
    await expect(placeButton(canvasElement)).toHaveAttribute('aria-disabled', 'false');
  },
};

/** The shop failed (HTTP 500): a German message, every value kept. */
export const NetworkFailure: Story = {
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await showRefusal(canvasElement, ERROR_500);
    await expect(canvasElement.querySelector('[name="billing_email"]')).toHaveValue('anna@example.de');
  },
};

/** Placed: the page would go to the order-received page (stopped by the story). */
export const Placed: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(placeButton(canvasElement));
    await waitFor(() => expect(blockedNavigations).toContain('/checkout/order-received/1001/?key=wc_order_storybook'), { timeout: 3000 });
  },
};

/** The terms link opens the terms page's text in a modal dialog. */
export const TermsDialog: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Allgemeine Geschäftsbedingungen' }, { timeout: 3000 });
    await expect(dialog).toHaveTextContent('Für alle Bestellungen gelten diese AGB.');
  },
};

const panels = [
  { name: 'Bereit', note: 'Wie der Shop die Seite druckt.', html: checkoutPage() },
  { name: 'Feldfehler', note: 'Leer abgeschickt: Liste oben (role="alert"), Felder markiert.', html: checkoutPage() },
  { name: 'Übersicht wird aktualisiert', note: 'Land geändert, update_order_review unterwegs (aria-busy).', html: checkoutPage() },
  { name: 'Bestellung läuft', note: 'Der Shop wird gefragt; der Button ist aria-disabled.', html: checkoutPage() },
  { name: 'Fehler vom Shop', note: 'Die Nachricht des Shops oben, fokussiert.', html: checkoutPage() },
];

/** Every state side by side. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={640} />,
  play: async ({ canvasElement }) => {
    await showFieldErrors(panel(canvasElement, 'Feldfehler'));
    mockShop.mode = 'error-body';
    await showRefusal(panel(canvasElement, 'Fehler vom Shop'), CHECKOUT_REFUSAL);
    mockShop.mode = 'never';
    await showUpdating(panel(canvasElement, 'Übersicht wird aktualisiert'));
    await showPlacing(panel(canvasElement, 'Bestellung läuft'));
  },
};
