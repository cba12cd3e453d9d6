import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/sticky-header/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-sticky-header>`: the header sticks once scrolled past its bottom edge, slides away while the page
 * scrolls down (`hide-on-scroll`) and comes back on scrolling up or an add to cart; scroll
 * links scroll under it, and the back-to-top button shows past one screen.
 */
const HEADER_STYLE = 'position:sticky;top:0;z-index:5;display:flex;gap:1rem;align-items:center;padding:.8rem 1rem;background:#fff;border-bottom:1px solid #d5dae2';
const header = (className = '') =>
  `<header id="header" class="site-header ${className}" style="${HEADER_STYLE}"><a href="#">Schaufenster</a><a class="scroll-to-link" href="#versandkosten">Zu den Versandkosten</a></header>`;
const PAGE = `<sf-sticky-header hide-on-scroll>${header()}</sf-sticky-header><div style="padding:1rem"><p style="height:150vh">Seiteninhalt …</p><h2 id="versandkosten">Versandkosten</h2><p style="height:150vh">Deutschland: pauschal 4,90 € je Bestellung.</p></div><div><a href="#top" id="top-link" class="back-to-top" aria-label="Nach oben">↑ Nach oben</a></div>`;

const meta = {
  title: 'Widgets/sf-sticky-header',
  render: () => <ShopMarkup html={PAGE} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the top: a normal header. */
export const Default: Story = {};

/** Scrolled down past the header: stuck and slid away; the back-to-top button shows. */
export const ScrolledDown: Story = {
  play: async ({ canvasElement }) => {
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(canvasElement.querySelector('sf-sticky-header')).toHaveAttribute('data-sf-upgraded'));
    window.scrollTo({ top: window.innerHeight * 1.5, behavior: 'instant' });
    const headerElement = canvasElement.querySelector('header')!;
    await waitFor(() => expect(headerElement).toHaveClass('stuck', 'sf-header--away'));
    await waitFor(() => expect(canvasElement.querySelector('.back-to-top')).toHaveClass('is-visible'));
  },
};

/** A phone (375 px). */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Every state of the header side by side (drawn with its classes), and the back-to-top button. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={360}
      panels={[
        { name: 'Normal', note: 'Oben auf der Seite.', html: header() },
        { name: 'Fixiert', note: 'Nach unten gescrollt, über die Kopfzeile hinaus (Klasse stuck).', html: header('stuck') },
        {
          name: 'Weggeschoben',
          note: 'Beim Scrollen nach unten mit hide-on-scroll (sf-header--away); zurück beim Scrollen nach oben oder nach „In den Warenkorb“.',
          html: `<div style="overflow:hidden;height:1px">${header('stuck sf-header--away')}</div>`,
        },
        { name: 'Nach oben', note: 'Der Knopf erscheint nach einer Bildschirmhöhe.', html: '<a href="#top" class="back-to-top button" aria-label="Nach oben">↑ Nach oben</a>' },
      ]}
    />
  ),
};
