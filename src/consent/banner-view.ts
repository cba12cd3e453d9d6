import type { CategorySlug } from './categories';
import type { ConsentState } from './machine';

/** The shop's 'Cookie-Einstellungen' buttons (the footer's, and any a block prints, such as the photo feed's note). */
export const REVISIT_SELECTOR = '[data-sf-consent-revisit]';

/**
 * What the banner's server markup shows for a consent state: the banner or the revisit buttons,
 * the settings and 'Auswahl speichern' while they are open, the toggles from the stored choice
 * while they are closed (an open panel keeps what the visitor is switching). One function for
 * the banner's code (widgets/consent-banner) and for the blocker, which shows the same before
 * that code has loaded: the upgrade then changes nothing under the visitor's pointer.
 */
export function showConsentState(host: HTMLElement, state: ConsentState): void {
  host.hidden = !state.bannerVisible;
  for (const button of document.querySelectorAll<HTMLElement>(REVISIT_SELECTOR)) button.hidden = state.bannerVisible;
  const preferences = host.querySelector<HTMLElement>('.sf-consent__preferences');
  if (preferences) preferences.hidden = !state.preferencesOpen;
  const save = host.querySelector<HTMLElement>('[data-sf-consent="save"]');
  if (save) save.hidden = !state.preferencesOpen;
  host.querySelector('[data-sf-consent="customise"]')?.setAttribute('aria-expanded', String(state.preferencesOpen));
  for (const box of host.querySelectorAll<HTMLInputElement>('.sf-consent__preferences input[type="checkbox"]')) {
    const slug = box.name as CategorySlug;
    // Necessary is always on and cannot be switched off (spec §5).
    if (slug === 'necessary') Object.assign(box, { checked: true, disabled: true });
    else if (!state.preferencesOpen) box.checked = state.cookie.categories[slug] ?? false;
  }
}
