import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { announce } from '../../src/core/a11y/announce';
import { navigate } from '../../src/core/element/navigate';
import { startMachine, type EffectOf, type Machine, type Transition } from '../../src/core/machine';
import { searchProducts } from '../../src/search/contracts';
import { BLUR_HIDE_MS, INITIAL_STATE, liveSearchTransition, type LiveSearchEvent, type LiveSearchPort, type LiveSearchState } from './rules';

/** The server markup the widget upgrades (README, Markup). */
export interface SearchForm {
  form: HTMLFormElement;
  field: HTMLInputElement;
  category: HTMLSelectElement | null;
  /** Flatsome's `.live-search-results` under the field, where the list goes. */
  results: HTMLElement | null;
}

export function findSearchForm(host: HTMLElement): SearchForm | null {
  const form = host.querySelector<HTMLFormElement>('form');
  const field = form?.querySelector<HTMLInputElement>('input[name="s"]');
  if (!form || !field) return null;
  return { form, field, category: form.querySelector('select[name="product_cat"]'), results: form.querySelector('.live-search-results') };
}

const KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Tab']);
/** The combobox attributes set on the shop's field, removed again when the widget lets go. */
const FIELD_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant', 'aria-busy'];

/**
 * Wires the shop's search field as a WAI-ARIA combobox (rules.ts says what happens when):
 * reads typing, the category select, keys, clicks and focus; asks the shop through the HTTP
 * module with the previous request aborted; announces through the shared polite region.
 * Returns what the view renders and the ids it needs.
 */
export function useLiveSearch(host: HTMLElement) {
  const parts = useMemo(() => findSearchForm(host), [host]);
  const [view, setView] = useState<LiveSearchState>(INITIAL_STATE);
  const listboxId = `sf-live-search${useId().replace(/:/g, '')}`;
  const machine = useRef<Machine<LiveSearchEvent> | null>(null);

  useEffect(() => {
    if (!parts) return;
    const { field, category } = parts;
    let running: AbortController | null = null;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    /** The DOM event being handled, for `consume`. */
    let handling: Event | null = null;

    const port: LiveSearchPort & { show(state: LiveSearchState): void } = {
      search(query, chosen) {
        running?.abort();
        const controller = (running = new AbortController());
        void searchProducts(query, chosen, { signal: controller.signal }).then((result) => {
          if (running === controller) running = null;
          send({ type: 'answer', query, category: chosen, result, focused: host.contains(document.activeElement) });
        });
      },
      abort() {
        running?.abort();
        running = null;
      },
      announce: (message) => announce(message),
      navigate: (url) => navigate(url),
      clear: () => (field.value = ''),
      consume: () => handling?.preventDefault(),
      hideLater() {
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => send({ type: 'hide' }), BLUR_HIDE_MS);
      },
      cancelHide: () => clearTimeout(hideTimer),
      show: setView,
    };
    // Every step also shows its state: the view renders what the transition decided.
    const withView: Transition<LiveSearchState, LiveSearchEvent, EffectOf<typeof port>> = (state, event) => {
      const step = liveSearchTransition(state, event);
      return { state: step.state, effects: [...step.effects, ['show', step.state]] };
    };
    const started = startMachine(withView, INITIAL_STATE, port);
    machine.current = started;
    function send(event: LiveSearchEvent, cause: Event | null = null) {
      handling = cause;
      started.send(event);
      handling = null;
    }

    const categoryValue = () => category?.value ?? '';
    const onInput = () => send({ type: 'input', text: field.value, category: categoryValue() });
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey || !KEYS.has(event.key)) return;
      send({ type: 'key', key: event.key as 'Enter' }, event);
    };
    const onCategory = () => send({ type: 'category', category: categoryValue() });
    const onFocusOut = (event: FocusEvent) => send({ type: 'blur', inside: host.contains(event.relatedTarget as Node | null) });
    const onFocusIn = (event: FocusEvent) => {
      send({ type: 'focus' });
      // Typed before the code arrived (it loads on the first focus or pointer): search for it now.
      // The same search as the last one asks nothing again (rules.ts).
      if (event.target === field && field.value) onInput();
    };

    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-expanded', 'false');
    field.setAttribute('aria-controls', listboxId);
    const listening = new AbortController();
    const { signal } = listening;
    field.addEventListener('input', onInput, { signal });
    field.addEventListener('keydown', onKey, { signal });
    category?.addEventListener('change', onCategory, { signal });
    host.addEventListener('focusout', onFocusOut, { signal });
    host.addEventListener('focusin', onFocusIn, { signal });
    if (field.value && document.activeElement === field) onInput();
    return () => {
      listening.abort();
      clearTimeout(hideTimer);
      started.stop({ type: 'hide' });
      running?.abort();
      for (const name of FIELD_ATTRIBUTES) field.removeAttribute(name);
      machine.current = null;
    };
  }, [parts, host, listboxId]);

  const optionId = (index: number) => `${listboxId}-${index}`;

  // The field's state attributes follow what is shown, in the same commit as the list.
  useLayoutEffect(() => {
    if (!parts) return;
    const { field } = parts;
    field.setAttribute('aria-expanded', String(view.open));
    if (view.open && view.active >= 0) field.setAttribute('aria-activedescendant', optionId(view.active));
    else field.removeAttribute('aria-activedescendant');
    if (view.loading) field.setAttribute('aria-busy', 'true');
    else field.removeAttribute('aria-busy');
  });

  const choose = (index: number) => machine.current?.send({ type: 'choose', index });
  return { parts, view, listboxId, optionId, choose };
}
