import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import '../widgets/cart-fragments/element';
import '../widgets/quantity/element';
import { withImages } from './fixtures/images';
import { fragments } from './fixtures/shop-html';
import { mockShop, type CartName } from './mock-shop';
import { HOST_HASH, ShopMarkup, StateGrid } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-cart-fragments>` renders nothing: it keeps the page's cart regions (the header cart
 * link and every `div.widget_shopping_cart_content`) current, asking the shop as rarely as
 * possible (WooCommerce's cart-fragments.js). The stories show those regions, here as a cart
 * widget in the page, with the element placed once at the end of the page.
 */
type Region = { link: CartName; content: CartName | 'placeholder' };

/** The page regions as the server printed them; a cached page prints an empty placeholder. */
function regions({ link, content }: Region): string {
  const body = content === 'placeholder' ? '<div class="widget_shopping_cart_content"></div>' : fragments[content].fragments['div.widget_shopping_cart_content'];
  return `<div class="header-cart-controls sf-story-cart-link">${fragments[link].fragments['a.header-cart-link']}</div><section class="widget woocommerce widget_shopping_cart sf-story-cart-widget"><h2 class="widget-title">Warenkorb</h2>${body}</section>`;
}

const page = (region: Region) => `${regions(region)}<sf-cart-fragments></sf-cart-fragments>`;

/** The cart events the widget sends, for the stories whose outcome is not visible. */
function EventNote({ names }: { names: string[] }) {
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    const record = (event: Event) => {
      const detail = (event as CustomEvent<{ reason?: string }>).detail;
      setSeen((list) => [...list, `${event.type}${detail?.reason ? ` (${detail.reason})` : ''}`]);
    };
    for (const name of names) document.body.addEventListener(name, record);
    return () => names.forEach((name) => document.body.removeEventListener(name, record));
  }, [names]);
  return (
    <p className="sf-story-note" data-testid="events">
      Ereignisse des Widgets: {seen.length ? seen.join(', ') : 'noch keines'}
    </p>
  );
}

const EVENTS = ['sf:fragments-loaded', 'sf:fragments-refreshed', 'sf:fragments-ajax-error'];

const meta = {
  title: 'Widgets/sf-cart-fragments',
  render: () => (
    <>
      <EventNote names={EVENTS} />
      <ShopMarkup html={page({ link: 'empty', content: 'placeholder' })} />
    </>
  ),
  parameters: { shop: { mode: 'ok', cart: 'filled' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const eventsText = (root: HTMLElement) => root.querySelector('[data-testid="events"]')?.textContent ?? '';

/** A first visit with an empty cart: the server's markup is shown and the shop is not asked. */
export const Empty: Story = {
  render: () => (
    <>
      <EventNote names={EVENTS} />
      <ShopMarkup html={page({ link: 'empty', content: 'empty' })} />
    </>
  ),
  parameters: { shop: { cart: 'empty' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(eventsText(canvasElement)).toContain('sf:fragments-loaded'));
    await expect(mockShop.requests).toHaveLength(0);
  },
};

/** A cached page with a cart: the widget asks the shop and fills the regions in. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(2));
    await expect(mockShop.requests.map((r) => r.endpoint)).toEqual(['get_refreshed_fragments']);
  },
};

/** A repeat page view with the same cart: the stored fragments are shown, no request. */
export const Restored: Story = {
  parameters: {
    page: {
      sessionStorage: {
        [`wc_fragments_${HOST_HASH}`]: withImages(JSON.stringify(fragments.filled.fragments)),
        [`wc_cart_hash_${HOST_HASH}`]: fragments.filled.cart_hash,
        wc_cart_created: String(Date.now()),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(2));
    await expect(mockShop.requests).toHaveLength(0);
  },
};

/** The shop has not answered yet: the page keeps what the server printed. */
export const Loading: Story = {
  parameters: { shop: { mode: 'never', cart: 'filled' } },
  play: async () => {
    await waitFor(() => expect(mockShop.requests).toHaveLength(1));
  },
};

/**
 * The shop failed (HTTP 500): the page keeps the server's regions and the widget reports
 * `sf:fragments-ajax-error` (as WooCommerce does); it shows no message of its own.
 */
export const Error: Story = {
  parameters: { shop: { mode: 'error', cart: 'filled' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(eventsText(canvasElement)).toContain('sf:fragments-ajax-error (http)'));
  },
};

/** A phone (375 px), after the fragments came in. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.mini_cart_item')).toHaveLength(2));
  },
};

/**
 * The page regions in every state, side by side. The element belongs once on a page and
 * changes every region of the page at once, so these panels show the regions as they look
 * in each state, without the element.
 */
export const AllStates: Story = {
  render: () => (
    <StateGrid
      minWidth={300}
      panels={[
        { name: 'Leer', note: 'Server-Markup, keine Anfrage.', html: regions({ link: 'empty', content: 'empty' }) },
        { name: 'Gefüllt', note: 'Nach der Anfrage oder aus dem Speicher.', html: regions({ link: 'filled', content: 'filled' }) },
        { name: 'Lädt', note: 'Zwischengespeicherte Seite, Anfrage läuft.', html: regions({ link: 'empty', content: 'placeholder' }) },
        { name: 'Fehler', note: 'Seite bleibt wie vom Server; Ereignis sf:fragments-ajax-error.', html: regions({ link: 'empty', content: 'placeholder' }) },
      ]}
    />
  ),
};
