import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/mega-menu/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-mega-menu>`: the header menu's dropdowns (Flatsome's `has-dropdown` items). They open on
 * hover and keyboard focus; an open one is kept within the header row and the viewport (moved
 * left as far as it would overflow; nothing moved in a row narrower than 750 px). Escape closes
 * it and returns to its link, ArrowDown opens it at its first link.
 */
const STYLE = `<style>
.sf-story-menu .header-inner { max-width: 900px; margin: 0 auto; padding: 0 1rem; }
.sf-story-menu ul { list-style: none; margin: 0; padding: 0; display: flex; gap: .5rem; }
.sf-story-menu li.has-dropdown { position: relative; }
.sf-story-menu a { display: inline-flex; min-height: 44px; align-items: center; padding: 0 .5rem; color: #1a1d23; }
.sf-story-menu .nav-dropdown { display: none; position: absolute; top: 100%; left: 0; z-index: 2; width: 26rem; padding: 1rem; background: #fff; border: 1px solid #d5dae2; border-radius: 8px; box-shadow: 0 12px 32px rgb(15 23 42 / .18); }
.sf-story-menu .nav-dropdown ul { flex-direction: column; gap: 0; }
.sf-story-menu li.has-dropdown:is(:hover, :focus-within, .current-dropdown) > .nav-dropdown { display: block; }
.sf-story-menu li.has-dropdown.sf-dropdown--closed > .nav-dropdown { display: none; }
</style>`;
const item = (name: string, text: string) =>
  `<li class="menu-item has-dropdown"><a href="#${name}" class="nav-top-link">${name}</a><div class="nav-dropdown"><p>${text}</p><ul><li><a href="#${name}-bestseller">Bestseller<span class="screen-reader-text"> in ${name}</span></a></li><li><a href="#${name}-neu">Neuheiten<span class="screen-reader-text"> in ${name}</span></a></li></ul></div></li>`;
const menu = (className = '', label = 'Hauptmenü') =>
  `${STYLE}<div class="sf-story-menu" style="min-height: 260px"><div class="header-inner"><nav aria-label="${label}"><sf-mega-menu><ul><li><a href="#shop">Shop</a></li>${item('Beleuchtung', 'LED, Xenon und Ambientelicht.')}${item('Pflege', 'Reiniger, Wachse und Zubehör.')}<li class="menu-item has-dropdown ${className}"><a href="#innenraum" class="nav-top-link">Innenraum</a><div class="nav-dropdown"><p>Lenkräder, Schaltknäufe, Matten und Bezüge.</p><ul><li><a href="#innenraum-bestseller">Bestseller<span class="screen-reader-text"> in Innenraum</span></a></li></ul></div></li></ul></sf-mega-menu></nav></div></div>`;

const meta = {
  title: 'Widgets/sf-mega-menu',
  render: () => <ShopMarkup html={menu()} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const upgraded = (root: HTMLElement) => waitFor(() => expect(root.querySelector('sf-mega-menu')).toHaveAttribute('data-sf-upgraded'));

/** Closed: the items' links say `aria-expanded="false"`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Innenraum' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: focus on „Innenraum“ opens its panel, kept within the header row; ArrowDown moves into it, Escape closes it. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    const link = within(canvasElement).getByRole('link', { name: 'Innenraum' });
    link.focus();
    await expect(link).toHaveAttribute('aria-expanded', 'true');
    const row = canvasElement.querySelector('.header-inner')!.getBoundingClientRect();
    const panel = link.parentElement!.querySelector('.nav-dropdown')!.getBoundingClientRect();
    await expect(panel.right).toBeLessThanOrEqual(Math.min(row.right, document.documentElement.clientWidth) + 1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(canvasElement).getByRole('link', { name: 'Bestseller in Innenraum' })).toHaveFocus();
  },
};

/** Closed by Escape: focus back on its link, the panel stays closed until focus or the mouse leaves. */
export const ClosedByEscape: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    const link = within(canvasElement).getByRole('link', { name: 'Innenraum' });
    link.focus();
    await userEvent.keyboard('{Escape}');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A phone (375 px): the row is narrower than 750 px, so nothing is moved (spec §9). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** The item's states side by side, drawn with their classes. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={360}
      panels={[
        { name: 'Geschlossen', note: 'aria-expanded="false".', html: menu('', 'Hauptmenü, geschlossen') },
        { name: 'Offen', note: 'Hover oder Fokus (Klasse current-dropdown); nach links verschoben, wo er über die Kopfzeile hinausginge.', html: menu('current-dropdown', 'Hauptmenü, offen') },
        {
          name: 'Mit Escape geschlossen',
          note: 'Fokus zurück auf dem Link (sf-dropdown--closed), bis Fokus oder Maus den Eintrag verlassen.',
          html: menu('sf-dropdown--closed', 'Hauptmenü, mit Escape geschlossen'),
        },
      ]}
    />
  ),
};
