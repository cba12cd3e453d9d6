/**
 * Small helpers shared by the story files.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockShop } from './mock-shop';

/** A phone the size the drawer and narrow layouts are made for (≤ 849 px). */
export const PHONE_VIEWPORT = 'phone375';

/**
 * Globals of a story shown on a phone (the Storybook viewport, for the UI). Such a story also
 * carries the tag `viewport-375`, written out in the story (Storybook's indexer reads tags
 * from the source), which stories/check-stories-axe.mjs reads to check it at that width.
 */
export const phoneGlobals = { viewport: { value: PHONE_VIEWPORT, isRotated: false } };

/** The panel of an AllStates story by its state name. */
export function panel(canvasElement: HTMLElement, name: string): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(`[data-state="${name}"]`);
  if (!found) throw new Error(`No panel "${name}"`);
  return found;
}

/** Press the first item's plus button; the cart widgets send the change after 400 ms. */
export async function increaseFirstItem(root: HTMLElement): Promise<void> {
  const [plus] = await within(root).findAllByRole('button', { name: 'Menge erhöhen' });
  await userEvent.click(plus!);
}

/** Increase the first item's quantity and expect the shop's failure as an alert with `text`. */
export async function expectAlertAfterIncrease(root: HTMLElement, text: string): Promise<void> {
  await increaseFirstItem(root);
  const alert = await within(root).findByRole('alert', {}, { timeout: 2000 });
  await expect(alert).toHaveTextContent(text);
}

/**
 * An all-states grid of cart items: bring the panel 'Fehler' to its alert (HTTP 500) and the
 * panel 'Lädt' to a change on its way (the shop never answers; `busyItem` shows aria-busy).
 */
export async function showErrorAndLoadingPanels(root: HTMLElement, busyItem: (panel: HTMLElement) => Element | null): Promise<void> {
  mockShop.mode = 'error';
  await increaseFirstItem(panel(root, 'Fehler'));
  await within(panel(root, 'Fehler')).findByRole('alert', {}, { timeout: 2000 });
  mockShop.mode = 'never';
  await increaseFirstItem(panel(root, 'Lädt'));
  await waitFor(() => expect(busyItem(panel(root, 'Lädt'))).toHaveAttribute('aria-busy', 'true'), { timeout: 2000 });
}

/** A one-product listing from the fixtures, narrowed to a card's width in the story canvas. */
export const storyListing = (listing: string) => listing.replace('class="products columns-3"', 'class="products columns-3 sf-story-products"');
