import { createStore } from 'zustand/vanilla';
import { newConsentId, previewRequested, runConsentEffects, storedConsent } from './commit';
import { consentConfig } from './config';
import { consentTransition, startConsent, type ConsentEvent, type ConsentState } from './machine';

/**
 * The consent domain store shared by the banner and anything that waits for a category. The
 * cookie is the truth (the blocker and other tabs write it too): the store starts from it and
 * re-reads it on every vendor update event.
 */
export const consentStore = createStore<ConsentState | null>(() => null);

let listening = false;

/** The current state; on the first call the cookie is read (and the initial one written on a first view). */
export function currentConsent(): ConsentState {
  const known = consentStore.getState();
  if (known) return known;
  const config = consentConfig();
  const { state, effects } = startConsent(storedConsent(config), { preview: previewRequested(), newId: newConsentId, defaultConsent: config.defaultConsent });
  runConsentEffects(effects, null, config);
  consentStore.setState(state, true);
  if (!listening) {
    listening = true;
    document.addEventListener(`${config.vendor}_consent_update`, () => {
      const cookie = storedConsent(config);
      const now = consentStore.getState();
      if (cookie && now && cookie !== now.cookie) consentStore.setState({ ...now, cookie, bannerVisible: now.bannerVisible && !cookie.action }, true);
    });
  }
  return state;
}

/** Apply a visitor's action: transition, then its effects (cookie, deletions, events). */
export function dispatchConsent(event: ConsentEvent): ConsentState {
  const before = currentConsent();
  const { state, effects } = consentTransition(before, event);
  consentStore.setState(state, true);
  runConsentEffects(effects, before.cookie.categories);
  return state;
}
