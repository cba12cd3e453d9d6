/**
 * The live search's behaviour as a pure transition (src/core/machine.ts): what typing, the
 * category select, the shop's answers, the keys of the WAI-ARIA combobox pattern ("combobox
 * with listbox popup", https://www.w3.org/WAI/ARIA/apg/patterns/combobox/), clicks and focus
 * do to what is shown, and which effects follow. The hook (use-live-search.ts) feeds it the
 * page's events and carries the effects out.
 */
import type { EffectOf, Step } from '../../src/core/machine';
import { isSearchable, normaliseQuery, type SearchResult, type Suggestion } from '../../src/search/contracts';
import { t } from './i18n';

/** Spec §9: the list hides 200 ms after the field loses focus (a click on an option comes first). */
export const BLUR_HIDE_MS = 200;

export interface LiveSearchState {
  /** The field's text, normalised (what would be sent). */
  query: string;
  category: string;
  /** The search asked for last (query and category), whose answer is awaited or shown; null: none. */
  asked: { query: string; category: string } | null;
  loading: boolean;
  suggestions: Suggestion[];
  open: boolean;
  /** Index of the active option (aria-activedescendant); -1: none, focus stays in the field. */
  active: number;
  /** The failure told under the field; null when there is none. */
  message: string | null;
  /**
   * Escape or Tab closed the list: the answer to a search already on its way does not open it
   * again behind the shopper's back; typing or an arrow key does.
   */
  dismissed: boolean;
}

export const INITIAL_STATE: LiveSearchState = { query: '', category: '', asked: null, loading: false, suggestions: [], open: false, active: -1, message: null, dismissed: false };

export type LiveSearchEvent =
  | { type: 'input'; text: string; category: string }
  | { type: 'category'; category: string }
  /** The shop answered; `focused`: focus is still in the search form (else the list stays closed). */
  | { type: 'answer'; query: string; category: string; result: SearchResult; focused: boolean }
  | { type: 'key'; key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab' }
  /** A click (or tap) on the option at `index`. */
  | { type: 'choose'; index: number }
  /** Focus left the field or the list; `inside`: it went to the other of the two. */
  | { type: 'blur'; inside: boolean }
  | { type: 'focus' }
  /** The blur delay ran out. */
  | { type: 'hide' };

/** The page side: one method per effect. */
export interface LiveSearchPort {
  /** Ask the shop (a search still running is aborted first: it is superseded). */
  search(query: string, category: string): void;
  /** Abort the running search, if any. */
  abort(): void;
  /** Say it in the shared polite live region. */
  announce(message: string): void;
  navigate(url: string): void;
  /** Empty the field (APG: Escape with the list closed). */
  clear(): void;
  /** The key was handled here: its default (submitting, moving the caret) must not happen. */
  consume(): void;
  hideLater(): void;
  cancelHide(): void;
}

type Effect = EffectOf<LiveSearchPort>;
type Result = Step<LiveSearchState, Effect>;

/** The result count, as announced (spec §2 Shop and category listing: counts are announced). */
export function countMessage(suggestions: readonly Suggestion[]): string {
  const count = suggestions.filter((suggestion) => suggestion.url !== null).length;
  if (count === 0) return t('No suggestions.');
  return count === 1 ? t('1 suggestion available.') : t('%s suggestions available.', count);
}

const closed = (state: LiveSearchState): LiveSearchState => ({ ...state, open: false, active: -1 });

/** Ask for `query` in `category`, or close and forget when it is too short to ask. */
function ask(asking: LiveSearchState, query: string, category: string, force: boolean): Result {
  const state = { ...asking, dismissed: false };
  if (!isSearchable(query)) {
    const next = { ...closed(state), query, category, asked: null, loading: false, suggestions: [], message: null };
    return { state: next, effects: state.loading ? [['abort']] : [] };
  }
  const same = state.asked?.query === query && state.asked.category === category;
  // The same search again (a space typed, the caret moved): nothing new to ask, unless the last one failed.
  if (same && !force && state.message === null) return { state: { ...state, query, category }, effects: [] };
  // The list shown stays until the new answer replaces it (no flicker while typing).
  return { state: { ...state, query, category, asked: { query, category }, loading: true, message: null }, effects: [['search', query, category]] };
}

function move(state: LiveSearchState, step: 1 | -1): Result {
  const count = state.suggestions.length;
  if (!count) return { state, effects: [] };
  if (!state.open) {
    // APG: Down Arrow opens the list and moves to its first option; Up Arrow to its last.
    return { state: { ...state, open: true, dismissed: false, active: step === 1 ? 0 : count - 1 }, effects: [['consume']] };
  }
  const active = state.active === -1 ? (step === 1 ? 0 : count - 1) : (state.active + step + count) % count;
  return { state: { ...state, active }, effects: [['consume']] };
}

function choose(state: LiveSearchState, index: number): Result {
  const url = state.suggestions[index]?.url;
  // A suggestion that leads nowhere (the theme's 'no results' line, id -1): the form submits as usual.
  if (!url) return { state, effects: [] };
  return { state: closed(state), effects: [['consume'], ['navigate', url]] };
}

export function liveSearchTransition(state: LiveSearchState, event: LiveSearchEvent): Result {
  switch (event.type) {
    case 'input':
      return ask(state, normaliseQuery(event.text), event.category, false);
    case 'category':
      // A new category changes what matches: ask again for the same text.
      return ask(state, state.query, event.category, true);
    case 'answer': {
      const current = state.asked?.query === event.query && state.asked.category === event.category;
      // A superseded answer (or one aborted because it was) changes nothing.
      if (!current || (event.result.kind === 'failed' && event.result.aborted)) return { state, effects: [] };
      if (event.result.kind === 'failed') {
        const message = t('Suggestions are not available right now. Press Enter to search.');
        return { state: { ...closed(state), loading: false, suggestions: [], message }, effects: [['announce', message]] };
      }
      const suggestions = event.result.suggestions;
      return {
        state: { ...state, loading: false, suggestions, open: event.focused && !state.dismissed && suggestions.length > 0, active: -1, message: null },
        effects: [['announce', countMessage(suggestions)]],
      };
    }
    case 'key':
      switch (event.key) {
        case 'ArrowDown':
          return move(state, 1);
        case 'ArrowUp':
          return move(state, -1);
        case 'Enter':
          return state.open && state.active >= 0 ? choose(state, state.active) : { state, effects: [] };
        case 'Escape':
          // APG: Escape closes the list; with the list closed, it clears the field.
          if (state.open) return { state: { ...closed(state), dismissed: true }, effects: [['consume']] };
          if (!state.query) return { state, effects: [] };
          return { state: { ...INITIAL_STATE, category: state.category }, effects: [...(state.loading ? ([['abort']] as Effect[]) : []), ['consume'], ['clear']] };
        case 'Tab':
          // The shopper moved on (to the search button, still in the form): like Escape, an
          // answer still on its way does not open the list again.
          return { state: { ...closed(state), dismissed: true }, effects: [] };
      }
      return { state, effects: [] };
    case 'choose':
      return choose(state, event.index);
    case 'blur':
      return event.inside ? { state, effects: [['cancelHide']] } : { state, effects: [['hideLater']] };
    case 'focus':
      return { state, effects: [['cancelHide']] };
    case 'hide':
      return { state: closed(state), effects: [] };
  }
}
