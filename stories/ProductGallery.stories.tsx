import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/product-gallery/element';
import { gallery } from './fixtures/shop-html';
import { ShopMarkup, StateGrid } from './shop-page';
import { panel, phoneGlobals } from './story-helpers';

/**
 * `<sf-product-gallery>`: WooCommerce's product gallery of product 101 „Universal
 * Frontspoiler“ (four pictures): a slider with arrows and thumbnails, hover zoom for mice, and
 * the fullscreen lightbox (PhotoSwipe, loaded on first use) from the magnifier 'Bildergalerie
 * im Vollbildmodus anzeigen'. Without JavaScript each picture links to its large image.
 */
const meta = {
  title: 'Widgets/sf-product-gallery',
  render: () => <ShopMarkup html={gallery.four} style={{ maxWidth: 480 }} />,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const TRIGGER = 'Bildergalerie im Vollbildmodus anzeigen';
const upgraded = (root: HTMLElement) => waitFor(() => expect(root.querySelector('sf-product-gallery')).toHaveAttribute('data-sf-upgraded'));
/** The lightbox is appended to document.body, outside the story's canvas. */
const lightbox = () => within(document.body).findByRole('dialog', { name: 'Bildergalerie' }, { timeout: 5000 });
const ready = () => waitFor(() => expect(document.querySelector('.pswp:not([aria-busy])')).not.toBeNull(), { timeout: 5000 });

async function openLightbox(root: HTMLElement): Promise<HTMLElement> {
  await upgraded(root);
  await userEvent.click(within(root).getByRole('button', { name: TRIGGER }));
  const dialog = await lightbox();
  await ready();
  return dialog;
}

/** Four pictures: a carousel on the first, with arrows, thumbnails and the magnifier. */
export const Slider: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    const region = within(canvasElement).getByRole('group', { name: 'Produktbilder' });
    await expect(region).toHaveAttribute('aria-roledescription', 'Karussell');
    await expect(within(canvasElement).getByRole('button', { name: 'Vorheriges Bild' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Bild 1 von 4 zeigen' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Keyboard: Tab to „Nächstes Bild“, Enter slides to picture 2 in 500 ms. */
export const SecondPicture: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    within(canvasElement).getByRole('button', { name: 'Nächstes Bild' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Bild 2 von 4 zeigen' })).toHaveAttribute('aria-current', 'true'));
    await expect(within(canvasElement).getByRole('button', { name: 'Vorheriges Bild' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** A mouse drag of more than 15 px (spec §9 drag threshold) slides on to picture 2; a shorter one is a click. */
export const Dragged: Story = {
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    const track = canvasElement.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper')!;
    const { left, top, width, height } = track.getBoundingClientRect();
    const mouse = (type: string, x: number) =>
      track.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', pointerId: 1, button: 0, clientX: left + x, clientY: top + height / 2, bubbles: true }));
    // The drag's code comes with the first mouse over the pictures: the press is tried until it is there.
    mouse('pointerover', width / 2);
    await waitFor(() => {
      mouse('pointerdown', width / 2);
      mouse('pointermove', width / 2 - 40);
      const dragging = canvasElement.querySelector('sf-product-gallery')!.hasAttribute('data-sf-dragging');
      if (!dragging) mouse('pointerup', width / 2 - 40);
      expect(dragging).toBe(true);
    });
    mouse('pointerup', width / 2 - 40);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Bild 2 von 4 zeigen' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** One picture: no slider, only the magnifier. */
export const SinglePicture: Story = {
  render: () => <ShopMarkup html={gallery.one} style={{ maxWidth: 480 }} />,
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Nächstes Bild' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: TRIGGER })).toBeVisible();
  },
};

/** The lightbox on picture 1: counter '1 / 4', caption, controls; focus inside. */
export const LightboxOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openLightbox(canvasElement);
    await expect(dialog.querySelector('.pswp__counter')).toHaveTextContent('1 / 4');
    await expect(dialog.querySelector('.pswp__sf-caption')).toHaveTextContent('Frontansicht: die Lippe am Stoßfänger');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    for (const name of ['Teilen', 'Vergrößern/Verkleinern', 'Schließen (Esc)', 'Weiter (Pfeil rechts)']) {
      await expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }
  },
};

/** The share menu: social links and 'Bild herunterladen'. */
export const LightboxShare: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openLightbox(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Teilen' }));
    await expect(within(dialog).getByRole('link', { name: 'Bild herunterladen' })).toHaveAttribute('download');
    await expect(within(dialog).getByRole('link', { name: 'Auf Facebook teilen' })).toHaveFocus();
  },
};

/** A large picture that cannot be loaded: the message with a link to it. */
export const LightboxImageFailure: Story = {
  render: () => <ShopMarkup html={gallery.one.replace(/data-large_image="[^"]*"/, 'data-large_image="data:image/png;base64,broken"')} style={{ maxWidth: 480 }} />,
  play: async ({ canvasElement }) => {
    const dialog = await openLightbox(canvasElement);
    const failure = await within(dialog).findByRole('alert', {}, { timeout: 5000 });
    await expect(failure).toHaveTextContent('Das Bild konnte nicht geladen werden.');
    await expect(within(failure).getByRole('link', { name: 'Bild 1 direkt öffnen' })).toBeInTheDocument();
  },
};

/** Hover zoom whose large picture fails: 'Das Bild konnte nicht geladen werden' for 2.5 s. */
export const ZoomFailure: Story = {
  render: () => <ShopMarkup html={gallery.one.replace(/data-large_image="[^"]*"/, 'data-large_image="data:image/png;base64,broken"')} style={{ maxWidth: 480 }} />,
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await userEvent.hover(canvasElement.querySelector('.woocommerce-product-gallery__image img')!);
    await expect(await within(canvasElement).findByText('Das Bild konnte nicht geladen werden', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A phone (375 px): swipe or use the arrows; no hover zoom. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  render: () => <ShopMarkup html={gallery.four} />,
  play: async ({ canvasElement }) => {
    await upgraded(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bild 3 von 4 zeigen' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Bild 3 von 4 zeigen' })).toHaveAttribute('aria-current', 'true');
  },
};

const panels = [
  { name: 'Karussell', note: 'Vier Bilder: Bild 1, „Vorheriges Bild“ gesperrt.', html: gallery.four },
  { name: 'Nächstes Bild', note: 'Nach „Nächstes Bild“: Bild 2 von 4.', html: gallery.four },
  { name: 'Letztes Bild', note: 'Miniatur 4 gewählt: „Nächstes Bild“ gesperrt.', html: gallery.four },
  { name: 'Ein Bild', note: 'Kein Karussell, nur die Lupe für die Vollbildansicht.', html: gallery.one },
];

/**
 * Every state of the gallery in the page side by side. The lightbox covers the whole window, so
 * its states (open, share menu, picture that cannot be loaded) are the Lightbox stories.
 */
export const AllStates: Story = {
  render: () => <StateGrid panels={panels} minWidth={280} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('sf-product-gallery:not([data-sf-upgraded])')).toHaveLength(0));
    const next = within(panel(canvasElement, 'Nächstes Bild'));
    await userEvent.click(next.getByRole('button', { name: 'Nächstes Bild' }));
    await expect(next.getByRole('button', { name: 'Bild 2 von 4 zeigen' })).toHaveAttribute('aria-current', 'true');
    const last = within(panel(canvasElement, 'Letztes Bild'));
    await userEvent.click(last.getByRole('button', { name: 'Bild 4 von 4 zeigen' }));
    await expect(last.getByRole('button', { name: 'Bild 4 von 4 zeigen' })).toHaveAttribute('aria-current', 'true');
    await expect(last.getByRole('button', { name: 'Nächstes Bild' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(panel(canvasElement, 'Ein Bild')).queryByRole('group')).toBeNull();
  },
};
