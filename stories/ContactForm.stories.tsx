import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/contact-form/element';
import { contactForm } from './fixtures/shop-html';
import { mockShop, type ContactAnswer } from './mock-shop';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-contact-form>`: the demo shop's Contact Form 7 form (/kontakt/) upgraded in place. The
 * schema comes from the fake shop (the demo's rules and German errors); a send is answered
 * with the demo shop's own answer for each status (`shop.contact`). Every status of spec §4
 * is a story; AllStates shows them side by side.
 */
const meta = {
  title: 'Widgets/sf-contact-form',
  render: () => <ShopMarkup html={contactForm.form} className="sf-story-contact" />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const upgraded = (root: HTMLElement) => waitFor(() => expect(root.querySelector('sf-contact-form')).toHaveAttribute('data-sf-upgraded'));
const form = (root: HTMLElement) => root.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const status = (root: HTMLElement, expected: string) => waitFor(() => expect(form(root)).toHaveAttribute('data-status', expected));

/** Everything the demo form needs, typed as a shopper would; the schema has been fetched once a field's change is checked. */
async function fillIn(root: HTMLElement): Promise<void> {
  await upgraded(root);
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText(/Dein Name/), 'Anna Schmidt');
  await userEvent.type(canvas.getByLabelText(/Deine E-Mail-Adresse/), 'anna@example.com');
  await userEvent.selectOptions(canvas.getByLabelText(/Betreff/), 'Frage zu einem Produkt');
  await userEvent.type(canvas.getByLabelText(/Deine Nachricht/), 'Passt der Frontspoiler an einen Golf IV?');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
}

async function send(root: HTMLElement, answer: ContactAnswer, expected: string): Promise<void> {
  mockShop.contact = answer;
  await fillIn(root);
  await userEvent.click(within(root).getByRole('button', { name: 'Nachricht senden' }));
  await status(root, expected);
}

/** init: as printed; the submit button waits for the privacy box. */
export const Init: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Nachricht senden' })).toBeDisabled();
  },
};

/** invalid (in the browser): sent empty but accepted; each field's error from the schema, focus on the first. */
export const InvalidInBrowser: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
    await waitFor(() => expect(mockShop.requests.some((request) => request.endpoint === 'contact-schema')).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }));
    await status(canvasElement, 'invalid');
    await waitFor(() => expect(canvas.getByLabelText(/Dein Name/)).toHaveFocus());
    await expect(canvas.getByLabelText(/Dein Name/)).toHaveAccessibleDescription('Bitte fülle dieses Feld aus.');
  },
};

/** submitting: the shop has not answered yet. */
export const Submitting: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await waitFor(() => expect(mockShop.requests.some((request) => request.endpoint === 'contact-schema')).toBe(true));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nachricht senden' }));
    await status(canvasElement, 'submitting');
  },
};

/** sent: the shop's thanks; the form is empty again. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'sent', 'sent');
    await expect(canvasElement.querySelector('.wpcf7-response-output')).toHaveTextContent(contactForm.answers.sent.message);
  },
};

/** invalid (by the shop): the address is refused on the server; the tip at the field. */
export const InvalidByShop: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'invalid', 'invalid');
    await expect(within(canvasElement).getByLabelText(/Deine E-Mail-Adresse/)).toHaveAccessibleDescription(contactForm.answers.invalid.invalid_fields[0]!.message);
  },
};

/** unaccepted, spam, failed: the shop's message in the response output. */
export const Unaccepted: Story = { play: ({ canvasElement }) => send(canvasElement, 'unaccepted', 'unaccepted') };
export const Spam: Story = { play: ({ canvasElement }) => send(canvasElement, 'spam', 'spam') };
export const MailFailed: Story = { play: ({ canvasElement }) => send(canvasElement, 'failed', 'failed') };

/** failed, the shop answered HTTP 500: 'Ein unbekannter Fehler ist aufgetreten.' */
export const ShopError: Story = {
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'sent', 'failed');
    await expect(canvasElement.querySelector('.wpcf7-response-output')).toHaveTextContent('Ein unbekannter Fehler ist aufgetreten.');
  },
};

/** A phone (375 px), sent. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: ({ canvasElement }) => send(canvasElement, 'sent', 'sent'),
};

/** The form once per panel, each named apart (one page, several form landmarks). */
const named = (state: string) => contactForm.form.replace('aria-label="Kontaktformular"', `aria-label="Kontaktformular (${state})"`);
const panels = [
  { name: 'Bereit (init)', note: 'Wie gedruckt; Senden wartet auf das Häkchen.', html: named('init') },
  { name: 'Gesendet (sent)', note: 'Dank des Shops, Formular geleert.', html: named('sent') },
  { name: 'Ungültig (invalid)', note: 'Vom Shop abgelehnte Adresse: Hinweis am Feld.', html: named('invalid') },
  { name: 'Spam (spam)', note: 'Meldung des Shops.', html: named('spam') },
];

/** Every state side by side (the fake shop answers each panel's send in turn). */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={340} />,
  play: async ({ canvasElement }) => {
    await send(panel(canvasElement, 'Gesendet (sent)'), 'sent', 'sent');
    await send(panel(canvasElement, 'Ungültig (invalid)'), 'invalid', 'invalid');
    await send(panel(canvasElement, 'Spam (spam)'), 'spam', 'spam');
  },
};
