// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchResult, Suggestion } from '../../src/search/contracts';
import { countMessage, INITIAL_STATE, liveSearchTransition, type LiveSearchEvent, type LiveSearchState } from './rules';

const product = (id: number, name: string): Suggestion => ({ id, name, url: `https://shop.test/product/${id}/`, image: null, price: '9,90\u00a0€' });
const NONE: Suggestion = { id: -1, name: 'Keine Produkte gefunden.', url: null, image: null, price: null };
const THREE = [product(1, 'LED-Tagfahrlicht'), product(2, 'LED-Blinker'), product(3, 'LED-Kennzeichen')];
const FAILED = 'Vorschläge sind gerade nicht verfügbar. Drücke die Eingabetaste, um zu suchen.';

const state = (over: Partial<LiveSearchState>): LiveSearchState => ({ ...INITIAL_STATE, ...over });
const asked = { query: 'led', category: '' };
const shown = state({ query: 'led', asked, suggestions: THREE, open: true });
const answer = (result: SearchResult, over: Partial<Extract<LiveSearchEvent, { type: 'answer' }>> = {}): LiveSearchEvent => ({
  type: 'answer',
  query: 'led',
  category: '',
  result,
  focused: true,
  ...over,
});
const key = (k: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab'): LiveSearchEvent => ({ type: 'key', key: k });

describe('live search transitions', () => {
  it.each<[string, LiveSearchState, LiveSearchEvent, Partial<LiveSearchState>, unknown[]]>([
    // typing
    ['two characters ask nothing', INITIAL_STATE, { type: 'input', text: 'le', category: '' }, { query: 'le', loading: false, open: false }, []],
    ['the third character asks the shop', INITIAL_STATE, { type: 'input', text: 'led', category: '' }, { query: 'led', asked, loading: true }, [['search', 'led', '']]],
    [
      'white space is normalised before asking',
      INITIAL_STATE,
      { type: 'input', text: '  led   blinker ', category: 'beleuchtung' },
      { query: 'led blinker', loading: true },
      [['search', 'led blinker', 'beleuchtung']],
    ],
    ['the same query again asks nothing', shown, { type: 'input', text: 'led ', category: '' }, { open: true, suggestions: THREE }, []],
    ['a longer query asks again, the list stays until the answer', shown, { type: 'input', text: 'led-b', category: '' }, { loading: true, open: true, suggestions: THREE }, [['search', 'led-b', '']]],
    [
      'back under 3 characters closes, forgets and aborts a running search',
      { ...shown, loading: true },
      { type: 'input', text: 'le', category: '' },
      { open: false, suggestions: [], asked: null, loading: false },
      [['abort']],
    ],
    [
      'after a failure the same query is asked again',
      state({ query: 'led', asked, message: FAILED }),
      { type: 'input', text: 'led', category: '' },
      { loading: true, message: null },
      [['search', 'led', '']],
    ],
    // category
    ['a new category asks again for the same text', shown, { type: 'category', category: 'pflege' }, { category: 'pflege', loading: true }, [['search', 'led', 'pflege']]],
    ['a category change with a short text asks nothing', state({ query: 'le' }), { type: 'category', category: 'pflege' }, { category: 'pflege', loading: false }, []],
    // answers
    [
      'suggestions open the list and are announced',
      state({ query: 'led', asked, loading: true }),
      answer({ kind: 'suggestions', suggestions: THREE }),
      { open: true, loading: false, suggestions: THREE, active: -1 },
      [['announce', '3 Vorschläge verfügbar.']],
    ],
    [
      "the theme's no-results line is shown and announced as none",
      state({ query: 'xyz', asked: { query: 'xyz', category: '' }, loading: true }),
      answer({ kind: 'suggestions', suggestions: [NONE] }, { query: 'xyz' }),
      { open: true, suggestions: [NONE] },
      [['announce', 'Keine Vorschläge.']],
    ],
    [
      'an empty answer stays closed, announced as none',
      state({ query: 'led', asked, loading: true }),
      answer({ kind: 'suggestions', suggestions: [] }),
      { open: false, loading: false },
      [['announce', 'Keine Vorschläge.']],
    ],
    [
      'an answer after focus left is kept closed',
      state({ query: 'led', asked, loading: true }),
      answer({ kind: 'suggestions', suggestions: THREE }, { focused: false }),
      { open: false, suggestions: THREE },
      [['announce', '3 Vorschläge verfügbar.']],
    ],
    [
      'a superseded answer changes nothing',
      state({ query: 'led-b', asked: { query: 'led-b', category: '' }, loading: true }),
      answer({ kind: 'suggestions', suggestions: THREE }),
      { loading: true, suggestions: [] },
      [],
    ],
    [
      'an answer for another category changes nothing',
      state({ query: 'led', asked: { query: 'led', category: 'pflege' }, loading: true }),
      answer({ kind: 'suggestions', suggestions: THREE }),
      { loading: true, suggestions: [] },
      [],
    ],
    ['an aborted answer changes nothing', state({ query: 'led', asked, loading: true }), answer({ kind: 'failed', aborted: true, reason: 'aborted' }), { loading: true }, []],
    [
      'a failure closes the list and tells why, politely',
      { ...shown, loading: true },
      answer({ kind: 'failed', aborted: false, reason: 'timeout' }),
      { open: false, loading: false, suggestions: [], message: FAILED },
      [['announce', FAILED]],
    ],
    // keys
    ['ArrowDown moves to the first option', shown, key('ArrowDown'), { active: 0 }, [['consume']]],
    ['ArrowDown wraps from the last to the first', { ...shown, active: 2 }, key('ArrowDown'), { active: 0 }, [['consume']]],
    ['ArrowUp from none goes to the last', shown, key('ArrowUp'), { active: 2 }, [['consume']]],
    ['ArrowUp wraps from the first to the last', { ...shown, active: 0 }, key('ArrowUp'), { active: 2 }, [['consume']]],
    ['ArrowDown opens a closed list with suggestions (APG)', { ...shown, open: false }, key('ArrowDown'), { open: true, active: 0 }, [['consume']]],
    ['ArrowUp opens it on the last option', { ...shown, open: false }, key('ArrowUp'), { open: true, active: 2 }, [['consume']]],
    ['arrows without suggestions do nothing (the caret moves)', state({ query: 'le' }), key('ArrowDown'), { open: false, active: -1 }, []],
    ['Enter on an option navigates to it', { ...shown, active: 1 }, key('Enter'), { open: false }, [['consume'], ['navigate', 'https://shop.test/product/2/']]],
    ['Enter without an active option submits the form as usual', shown, key('Enter'), { open: true }, []],
    ['Enter on the no-results line submits the form as usual', state({ query: 'xyz', suggestions: [NONE], open: true, active: 0 }), key('Enter'), { open: true }, []],
    ['Escape closes the list and keeps the text', { ...shown, active: 1 }, key('Escape'), { open: false, active: -1, query: 'led', dismissed: true }, [['consume']]],
    [
      'an answer arriving after Escape does not reopen the list',
      state({ query: 'led', asked, loading: true, suggestions: THREE, dismissed: true }),
      answer({ kind: 'suggestions', suggestions: THREE }),
      { open: false, loading: false, suggestions: THREE },
      [['announce', '3 Vorschläge verfügbar.']],
    ],
    [
      'typing after Escape lets the next answer open the list',
      state({ query: 'led', asked, suggestions: THREE, dismissed: true }),
      { type: 'input', text: 'led-b', category: '' },
      { dismissed: false, loading: true },
      [['search', 'led-b', '']],
    ],
    ['ArrowDown after Escape opens the list again', state({ query: 'led', asked, suggestions: THREE, dismissed: true }), key('ArrowDown'), { open: true, active: 0, dismissed: false }, [['consume']]],
    ['a second Escape clears the field (APG)', { ...shown, open: false, category: 'pflege' }, key('Escape'), { ...INITIAL_STATE, category: 'pflege' }, [['consume'], ['clear']]],
    ['Escape on an empty field does nothing', INITIAL_STATE, key('Escape'), INITIAL_STATE, []],
    ['Escape while asking aborts, then clears', state({ query: 'led', asked, loading: true }), key('Escape'), { loading: false, query: '' }, [['abort'], ['consume'], ['clear']]],
    ['Tab closes and lets focus go on', { ...shown, active: 1 }, key('Tab'), { open: false, active: -1, dismissed: true }, []],
    [
      'an answer arriving after Tab (focus on the search button, still in the form) does not reopen the list',
      state({ query: 'led', asked, loading: true, suggestions: THREE, dismissed: true }),
      answer({ kind: 'suggestions', suggestions: THREE }),
      { open: false, loading: false },
      [['announce', '3 Vorschläge verfügbar.']],
    ],
    // pointer and focus
    ['a click on an option navigates', shown, { type: 'choose', index: 2 }, { open: false }, [['consume'], ['navigate', 'https://shop.test/product/3/']]],
    ['a click on the no-results line does nothing', state({ suggestions: [NONE], open: true }), { type: 'choose', index: 0 }, { open: true }, []],
    ['focus leaving the form hides later (200 ms)', shown, { type: 'blur', inside: false }, { open: true }, [['hideLater']]],
    ['focus moving within the form (into the list) keeps it', shown, { type: 'blur', inside: true }, { open: true }, [['cancelHide']]],
    ['focus coming back cancels the hide', shown, { type: 'focus' }, { open: true }, [['cancelHide']]],
    ['the hide closes the list, keeping the suggestions for ArrowDown', { ...shown, active: 1 }, { type: 'hide' }, { open: false, active: -1, suggestions: THREE }, []],
  ])('%s', (_name, before, event, expected, effects) => {
    const step = liveSearchTransition(before, event);
    expect(step.state).toMatchObject(expected);
    expect(step.effects).toEqual(effects);
  });

  it.each([
    [[], 'Keine Vorschläge.'],
    [[NONE], 'Keine Vorschläge.'],
    [[product(1, 'a')], '1 Vorschlag verfügbar.'],
    [THREE, '3 Vorschläge verfügbar.'],
  ])('counts %j as %j', (suggestions, message) => {
    expect(countMessage(suggestions)).toBe(message);
  });
});
