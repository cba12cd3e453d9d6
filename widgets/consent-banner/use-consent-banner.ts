import { useCallback, useEffect, useRef, useState } from 'react';
import { REVISIT_SELECTOR, showConsentState } from '../../src/consent/banner-view';
import { OPTIONAL_CATEGORIES, type CategorySlug } from '../../src/consent/categories';
import type { ConsentEvent, ConsentState } from '../../src/consent/machine';
import { consentStore, currentConsent, dispatchConsent } from '../../src/consent/store';

/** Set by the blocker when the revisit button was pressed before this code had loaded. */
export const OPEN_ATTRIBUTE = 'data-sf-consent-open';

const ACTIONS = new Set(['accept-all', 'reject', 'save', 'close', 'customise']);

/**
 * The banner's behaviour on the server markup: its buttons drive the consent machine
 * (src/consent/machine.ts) through the store; the host is shown or hidden from the state, the
 * toggles follow the stored choice, and focus goes where the visitor can continue: into the
 * toggles on 'Einstellungen', to the banner's heading when reopened, to the 'Cookie-Einstellungen'
 * that opened it (or the first one still shown) after a decision taken inside the banner.
 */
export function useConsentBanner(host: HTMLElement): ConsentState {
  // A subscription by hand: the Preact build's small 'react' has no useSyncExternalStore.
  const [state, setState] = useState(currentConsent);
  useEffect(() => {
    setState(currentConsent());
    return consentStore.subscribe((next) => next && setState(next));
  }, []);
  const opener = useRef<HTMLElement | null>(null);
  const revisit = useCallback(() => {
    const shown = (button: HTMLElement | null) => !!button?.isConnected && (button.checkVisibility?.() ?? !button.hidden);
    return [opener.current, ...document.querySelectorAll<HTMLElement>(REVISIT_SELECTOR)].find(shown) ?? null;
  }, []);
  const [focusTarget, setFocusTarget] = useState<'title' | 'toggles' | 'revisit' | null>(null);

  useEffect(() => {
    if (host.hasAttribute(OPEN_ATTRIBUTE)) {
      host.removeAttribute(OPEN_ATTRIBUTE);
      dispatchConsent({ type: 'revisit' });
      // The blocker has shown the settings and focused the heading already; the visitor may be
      // in the banner by now (a slow network), and focus stays where they are.
      if (!host.contains(document.activeElement)) setFocusTarget('title');
    }
  }, [host]);

  useEffect(() => showConsentState(host, state), [host, state]);

  useEffect(() => {
    if (!focusTarget) return;
    setFocusTarget(null);
    if (focusTarget === 'title') host.querySelector<HTMLElement>('.sf-consent__title')?.focus();
    else if (focusTarget === 'toggles') host.querySelector<HTMLElement>('.sf-consent__preferences input:not(:disabled)')?.focus();
    else revisit()?.focus();
  }, [focusTarget, host, revisit]);

  useEffect(() => {
    const act = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLElement>('[data-sf-consent]');
      const action = button?.dataset.sfConsent;
      if (!button || !action || !ACTIONS.has(action) || !host.contains(button)) return;
      const hadFocus = host.contains(document.activeElement);
      let consentEvent: ConsentEvent;
      if (action === 'save') {
        const categories: Partial<Record<CategorySlug, boolean>> = {};
        for (const slug of OPTIONAL_CATEGORIES) {
          const box = host.querySelector<HTMLInputElement>(`.sf-consent__preferences input[name="${slug}"]`);
          if (box) categories[slug] = box.checked;
        }
        consentEvent = { type: 'save', categories };
      } else consentEvent = { type: action } as ConsentEvent;
      const next = dispatchConsent(consentEvent);
      if (next.preferencesOpen && action === 'customise') setFocusTarget('toggles');
      else if (!next.bannerVisible && (hadFocus || button === document.activeElement)) setFocusTarget('revisit');
    };
    const reopen = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.<HTMLElement>(REVISIT_SELECTOR);
      if (!button) return;
      opener.current = button;
      dispatchConsent({ type: 'revisit' });
      setFocusTarget('title');
    };
    const listening = new AbortController();
    host.addEventListener('click', act, { signal: listening.signal });
    document.addEventListener('click', reopen, { signal: listening.signal });
    return () => listening.abort();
  }, [host]);

  return state;
}
