import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/live-search/element';
import { parseSearch, type Suggestion } from '../src/search/contracts';
import { SuggestionList } from '../widgets/live-search/LiveSearch';
import { withImages } from './fixtures/images';
import { liveSearch } from './fixtures/shop-html';
import { ShopMarkup } from './shop-page';
import { phoneGlobals } from './story-helpers';

/**
 * `<sf-live-search>`: the header search form (Flatsome's searchform) as a WAI-ARIA combobox
 * ("combobox with listbox popup"). From the third character the shop is asked (admin-ajax
 * `flatsome_ajax_search_products`, answered here from the demo shop's own answers for 'led',
 * 'reiniger' and 'xyz'); the suggestions show name, image and price as text. Each state is a
 * story of its own (a list closes 200 ms after focus leaves its form, so only the focused one
 * can be open); AllStates shows the list's view in every state side by side.
 */
const meta = {
  title: 'Widgets/sf-live-search',
  render: () => <ShopMarkup html={liveSearch.form} className="sf-story-search" />,
  parameters: { shop: { mode: 'ok' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The field as a combobox (the story defines the widget at once; in a shop it loads on the first focus), typed into. */
async function typeInto(root: HTMLElement, text: string): Promise<HTMLElement> {
  await waitFor(() => expect(root.querySelector('sf-live-search')).toHaveAttribute('data-sf-upgraded'));
  const box = await within(root).findByRole('combobox', { name: 'Suche nach:' });
  await userEvent.click(box);
  await userEvent.type(box, text);
  return box;
}

/** The suggestions (not the category select's options). */
const suggestions = async (root: HTMLElement) => within(await within(root).findByRole('listbox', { name: 'Suchvorschläge' })).findAllByRole('option');

/** Closed: the shop's form as printed, before anything is typed. */
export const Closed: Story = {};

/** The shop is asked and has not answered yet: the field is busy, the list not yet shown. */
export const Loading: Story = {
  parameters: { shop: { mode: 'never' } },
  play: async ({ canvasElement }) => {
    const box = await typeInto(canvasElement, 'led');
    await waitFor(() => expect(box).toHaveAttribute('aria-busy', 'true'));
  },
};

/** Suggestions for 'led': name, image and price, the count announced. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const box = await typeInto(canvasElement, 'led');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    const options = await suggestions(canvasElement);
    await expect(options[0]).toHaveTextContent('LED');
  },
};

/** Nothing matches: the theme's line, which leads nowhere (Enter searches the classic way). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'xyz');
    const [option] = await suggestions(canvasElement);
    await expect(option).toHaveTextContent('Keine Produkte gefunden.');
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The shop failed (HTTP 500): no list, a polite German message; the form still searches. */
export const Error: Story = {
  parameters: { shop: { mode: 'error' } },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, 'led');
    await within(canvasElement).findByText('Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.');
  },
};

/** ArrowDown twice: the second suggestion is active (aria-activedescendant); Enter would open it. */
export const ActiveOption: Story = {
  play: async ({ canvasElement }) => {
    const box = await typeInto(canvasElement, 'reiniger');
    await suggestions(canvasElement);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(within(canvasElement).getByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id));
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A phone (375 px) with the list open. */
export const NarrowScreen: Story = {
  globals: phoneGlobals,
  tags: ['viewport-375'],
  play: Results.play,
};

/** The suggestions as the widget reads them from the demo shop's answer. */
const suggestionsFor = (key: string): Suggestion[] => {
  const body: unknown = JSON.parse(withImages(JSON.stringify((liveSearch.answers as Record<string, unknown>)[key])));
  const parsed = parseSearch({ ok: true, status: 200, body }, window.location.href);
  return parsed.kind === 'suggestions' ? parsed.suggestions : [];
};

/** The list's view in every state side by side (static: no field owns these lists). */
export const AllStates: Story = {
  render: () => {
    const states: { name: string; suggestions: Suggestion[]; active: number; open: boolean; message?: string; busy?: boolean }[] = [
      { name: 'Geschlossen', suggestions: [], active: -1, open: false },
      { name: 'Lädt', suggestions: [], active: -1, open: false, busy: true },
      { name: 'Vorschläge', suggestions: suggestionsFor('|led'), active: -1, open: true },
      { name: 'Keine Treffer', suggestions: suggestionsFor('|xyz'), active: -1, open: true },
      { name: 'Fehler', suggestions: [], active: -1, open: false, message: 'Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.' },
      { name: 'Aktive Option', suggestions: suggestionsFor('pflege|reiniger'), active: 1, open: true },
    ];
    return (
      <div className="sf-story-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
        {states.map((state, index) => (
          <section key={state.name} className="sf-story-panel" aria-labelledby={`sf-story-search-${index}`} data-state={state.name}>
            <h2 id={`sf-story-search-${index}`} className="sf-story-panel__title">
              {state.name}
            </h2>
            <div className="sf-story-search-static" aria-busy={state.busy ? 'true' : undefined}>
              <div className="live-search-results" style={{ minHeight: state.open ? `${state.suggestions.length * 3 + 1}rem` : undefined }}>
                <SuggestionList
                  id={`sf-story-list-${index}`}
                  suggestions={state.suggestions}
                  open={state.open}
                  active={state.active}
                  optionId={(i) => `sf-story-list-${index}-${i}`}
                  choose={() => {}}
                />
                {state.message && <p className="sf-live-search__message">{state.message}</p>}
              </div>
            </div>
          </section>
        ))}
      </div>
    );
  },
};
