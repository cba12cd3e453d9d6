import { CATEGORY_SLUGS, OPTIONAL_CATEGORIES, type Categories, type CategorySlug, type OptionalCategory } from './categories';
import { initialConsentCookie, type ConsentCookie } from './cookie';
import { updateDetail, type ConsentUpdateDetail } from './summary';

/**
 * The consent flow of spec §4 (Consent) as a pure transition function: the banner and the
 * blocker's video placeholder drive it; `commitConsent` (commit.ts) carries out its effects.
 */
export interface ConsentState {
  cookie: ConsentCookie;
  bannerVisible: boolean;
  /** The per-category toggles are shown (customise, or reopened through 'Cookie-Einstellungen'). */
  preferencesOpen: boolean;
}

export type ConsentEvent =
  | { type: 'accept-all' }
  | { type: 'reject' }
  | { type: 'save'; categories: Partial<Record<CategorySlug, boolean>> }
  | { type: 'close' }
  | { type: 'customise' }
  | { type: 'revisit' }
  /** One category from a placeholder ('Video laden und Einwilligung erteilen'). */
  | { type: 'accept-category'; category: OptionalCategory };

export type ConsentEffect =
  | { type: 'write-cookie'; cookie: ConsentCookie }
  /** Delete the cookies of these categories (rejected, spec §4). */
  | { type: 'delete-cookies'; categories: OptionalCategory[] }
  /** The choice changed: fire the vendor's update event and ours. */
  | ({ type: 'announce' } & ConsentUpdateDetail);

export interface Transition {
  state: ConsentState;
  effects: ConsentEffect[];
}

/**
 * First view or any later page: with a stored cookie the choice stands; without one the initial
 * cookie (new id, consent no, optional categories no but those with default consent) is
 * written. The banner shows until the visitor acted, or when `?cky_preview=true` forces it.
 */
export function startConsent(stored: ConsentCookie | null, options: { preview: boolean; newId: () => string; defaultConsent?: readonly OptionalCategory[] }): Transition {
  const cookie = stored ?? initialConsentCookie(options.newId(), options.defaultConsent);
  return {
    state: { cookie, bannerVisible: options.preview || !cookie.action, preferencesOpen: false },
    effects: stored ? [] : [{ type: 'write-cookie', cookie }],
  };
}

const all = (value: boolean): Categories => Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, slug === 'necessary' || value])) as Categories;

function decided(state: ConsentState, categories: Categories): Transition {
  const consent = OPTIONAL_CATEGORIES.some((slug) => categories[slug]);
  const cookie: ConsentCookie = { ...state.cookie, consent, action: true, categories };
  const rejected = OPTIONAL_CATEGORIES.filter((slug) => !categories[slug]);
  const effects: ConsentEffect[] = [{ type: 'write-cookie', cookie }];
  if (rejected.length) effects.push({ type: 'delete-cookies', categories: rejected });
  effects.push({ type: 'announce', ...updateDetail(categories) });
  return { state: { cookie, bannerVisible: false, preferencesOpen: false }, effects };
}

export function consentTransition(state: ConsentState, event: ConsentEvent): Transition {
  switch (event.type) {
    case 'accept-all':
      return decided(state, all(true));
    case 'reject':
      return decided(state, all(false));
    case 'save': {
      const categories = { ...state.cookie.categories, necessary: true };
      for (const slug of OPTIONAL_CATEGORIES) if (typeof event.categories[slug] === 'boolean') categories[slug] = event.categories[slug]!;
      return decided(state, categories);
    }
    case 'accept-category':
      return decided(state, { ...state.cookie.categories, necessary: true, [event.category]: true });
    case 'close':
      // Closing is an action (spec §4): recorded as action yes, the categories stay as they are.
      return decided(state, { ...state.cookie.categories, necessary: true });
    case 'customise':
      return { state: { ...state, bannerVisible: true, preferencesOpen: true }, effects: [] };
    case 'revisit':
      // Reopens with the stored choice in the toggles; nothing is reset.
      return { state: { ...state, bannerVisible: true, preferencesOpen: true }, effects: [] };
  }
}
