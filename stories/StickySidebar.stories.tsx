import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/sticky-sidebar/element';
import { ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-sticky-sidebar>`: the shop's sidebar sticks 30 px under the stuck header (spec §9:
 * sticky_height + 30) from 850 px on, where all of it fits the viewport; in its column, so it
 * never covers the footer. Narrower, or taller than the room, it scrolls with the page.
 */
const sidebar = (label = 'Seitenleiste') =>
  `<aside aria-label="${label}" style="background:#f4f6f9;border-radius:8px;padding:1rem"><h2 style="margin-top:0">Kategorien</h2><ul><li><a href="#universal">UNIVERSAL</a></li><li><a href="#beleuchtung">Beleuchtung</a></li><li><a href="#pflege">Pflege</a></li></ul></aside>`;
const PAGE = `<div style="display:grid;grid-template-columns:minmax(0,1fr) 240px;gap:2rem;padding:1rem"><div><p style="height:180vh">Produkte …</p></div><sf-sticky-sidebar>${sidebar()}</sf-sticky-sidebar></div><footer style="padding:2rem;background:#1f2633;color:#fff">Fußzeile</footer>`;

const meta = {
  title: 'Widgets/sf-sticky-sidebar',
  render: () => <ShopMarkup html={PAGE} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolled on a wide screen: the sidebar sticks (`data-sf-sticky`, top 100 px with the spec's 70 px header). */
export const Sticky: Story = {
  play: async ({ canvasElement }) => {
    const sidebar = canvasElement.querySelector('sf-sticky-sidebar')!;
    await waitFor(() => expect(sidebar).toHaveAttribute('data-sf-upgraded'));
    if (window.innerWidth >= 850) await waitFor(() => expect(sidebar).toHaveAttribute('data-sf-sticky'));
  },
};

/** A phone (375 px): the sidebar scrolls with the page. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
};

/** Both states, drawn with their attributes. */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={300}
      panels={[
        {
          name: 'Haftend',
          note: 'Ab 850 px, wenn sie ganz in den Viewport passt (data-sf-sticky, oben Kopfzeile + 30 px).',
          html: `<sf-sticky-sidebar data-sf-sticky style="--sf-sticky-top: 100px">${sidebar('Seitenleiste, haftend')}</sf-sticky-sidebar>`,
        },
        { name: 'Mitscrollend', note: 'Unter 850 px oder höher als der Platz: scrollt mit der Seite.', html: `<sf-sticky-sidebar>${sidebar('Seitenleiste, mitscrollend')}</sf-sticky-sidebar>` },
      ]}
    />
  ),
};
