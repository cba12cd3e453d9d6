/**
 * Small helpers shared by the story files.
 */
import { userEvent, within } from 'storybook/test';

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
