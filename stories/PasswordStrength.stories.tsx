import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/password-strength/element';
import { accountForms } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-password-strength>`: WooCommerce's password strength meter on the register form, the
 * edit-account form and the reset-password form (the checkout's new account has it too, without
 * blocking). The real scorer (zxcvbn with its dictionaries) loads on the first focus in the
 * field. Below strength 3 the submit is locked: still focusable, it says why.
 */
const meta = {
  title: 'Widgets/sf-password-strength',
  render: () => <ShopMarkup html={accountForms.register} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const WEAK = 'passwort';
const MEDIUM = 'gartenzwerg77';
const STRONG = 'Blauer Kater tanzt 1987!';

const meterOf = (root: HTMLElement) => root.querySelector('.woocommerce-password-strength');

async function typePassword(root: HTMLElement, password: string, confirmation?: string): Promise<void> {
  const [field, repeat] = root.querySelectorAll<HTMLInputElement>('input[type="password"][autocomplete="new-password"]');
  await userEvent.type(field!, password);
  if (confirmation !== undefined) await userEvent.type(repeat!, confirmation);
}

async function expectMeter(root: HTMLElement, text: string): Promise<void> {
  await waitFor(() => expect(meterOf(root)).toHaveTextContent(text), { timeout: 10_000 });
}

/** Upgraded, nothing typed: the meter is an empty polite live region. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(meterOf(canvasElement)).toHaveAttribute('aria-live', 'polite'));
    await expect(meterOf(canvasElement)).toHaveTextContent('');
  },
};

/** 'passwort': weak, with WooCommerce's error and hint; 'Registrieren' locked and described. */
export const Weak: Story = {
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, WEAK);
    await expectMeter(canvasElement, 'Schwach - Bitte gib ein stärkeres Passwort ein.');
    const button = within(canvasElement).getByRole('button', { name: 'Registrieren' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveAccessibleDescription(/Senden ist erst mit einem stärkeren Passwort möglich/);
  },
};

/** Strength 3 ('Mittel'): enough, the submit is free. */
export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, MEDIUM);
    await expectMeter(canvasElement, 'Mittel');
    await expect(within(canvasElement).getByRole('button', { name: 'Registrieren' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Strength 4 ('Stark'). */
export const Strong: Story = {
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, STRONG);
    await expectMeter(canvasElement, 'Stark');
  },
};

/** The reset form: the repeated password differs ('Keine Übereinstimmung'). */
export const Mismatch: Story = {
  render: () => <ShopMarkup html={accountForms.resetPassword} />,
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, STRONG, 'Blauer Kater');
    await expectMeter(canvasElement, 'Keine Übereinstimmung');
  },
};

/** The edit-account form on a phone (375 px), a weak new password. */
export const EditAccountNarrow: Story = {
  render: () => <ShopMarkup html={accountForms.editAccount} />,
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await typePassword(canvasElement, WEAK, WEAK);
    await expectMeter(canvasElement, 'Schwach');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Änderungen speichern' })).toHaveAttribute('aria-disabled', 'true'));
  },
};

const panels = [
  { name: 'Leer', note: 'Nichts getippt: kein Hinweis.', html: accountForms.register },
  { name: 'Schwach', note: `„${WEAK}“: gesperrt, mit Tipp.`, html: accountForms.register },
  { name: 'Mittel', note: `„${MEDIUM}“: Stärke 3, genug.`, html: accountForms.register },
  { name: 'Stark', note: `„${STRONG}“.`, html: accountForms.register },
  { name: 'Keine Übereinstimmung', note: 'Zurücksetzen: Wiederholung weicht ab.', html: accountForms.resetPassword },
];

/** Every state side by side. */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={320} />,
  play: async ({ canvasElement }) => {
    for (const [name, password, text] of [
      ['Schwach', WEAK, 'Schwach'],
      ['Mittel', MEDIUM, 'Mittel'],
      ['Stark', STRONG, 'Stark'],
    ] as const) {
      await typePassword(panel(canvasElement, name), password);
      await expectMeter(panel(canvasElement, name), text);
    }
    await typePassword(panel(canvasElement, 'Keine Übereinstimmung'), STRONG, 'Blauer Kater');
    await expectMeter(panel(canvasElement, 'Keine Übereinstimmung'), 'Keine Übereinstimmung');
  },
};
