/**
 * The theme's switches per visitor (QA sets them at /__demo/theme): store notice, coming-soon
 * banner, the admin bar of a user who can edit pages; and what the visitor did with them.
 */
import { sessionNonce, type Session } from '../shared/session.ts';

export interface ThemeSettings {
  /** The store-wide notice bar (WooCommerce "Store notice"). */
  storeNotice: boolean;
  /** The 'coming soon' footer banner (a store in coming-soon mode, seen by its staff). */
  comingSoonBanner: boolean;
  /** A logged-in editor: the WordPress admin bar, `flatsomeVars.user.can_edit_pages`. */
  adminBar: boolean;
}

export interface ThemeState {
  settings: ThemeSettings;
  /** The user meta `coming_soon_banner_dismissed`, set by the REST call. */
  comingSoonDismissed: boolean;
  /** How often QA let the REST nonce expire: part of its action, so each expiry makes a new nonce (restNonce). */
  restNonceExpiries: number;
  /** Logged in (the account domain says so): the header shows no login link then. */
  loggedIn: boolean;
}

export const THEME_SWITCHES: Record<keyof ThemeSettings, string> = {
  storeNotice: 'Shop-Hinweis oben auf jeder Seite',
  comingSoonBanner: 'Banner „Demnächst verfügbar“ in der Fußzeile',
  adminBar: 'Als Redakteur: Admin-Leiste (darf Seiten bearbeiten)',
};

export const defaultThemeSettings = (): ThemeSettings => ({ storeNotice: false, comingSoonBanner: false, adminBar: false });

const states = new WeakMap<Session, ThemeState>();

export function themeState(visitor: Session): ThemeState {
  let state = states.get(visitor);
  if (!state) {
    state = { settings: defaultThemeSettings(), comingSoonDismissed: false, restNonceExpiries: 0, loggedIn: false };
    states.set(visitor, state);
  }
  return state;
}

/**
 * A signed-in WordPress user for the REST API and admin-ajax's signed-in actions: a customer
 * who logged in, or the staff user the switches stand for (the admin bar; the coming-soon
 * banner, which WooCommerce shows to staff only).
 */
export function signedIn(state: ThemeState): boolean {
  return state.loggedIn || state.settings.adminBar || state.settings.comingSoonBanner;
}

/** The visitor's REST nonce (`X-WP-Nonce`, WordPress's wp_rest nonce). */
export function restNonce(visitor: Session): string {
  return sessionNonce(visitor, `wp_rest#${themeState(visitor).restNonceExpiries}`);
}

/** A new REST nonce, as once WordPress's nonce lifetime (a day) has passed: pages printed before hold a stale one. */
export function expireRestNonce(visitor: Session): void {
  themeState(visitor).restNonceExpiries++;
}

/** Back to the defaults (the demo reset): the banner shows again once switched on. */
export function resetThemeState(visitor: Session): void {
  const state = themeState(visitor);
  state.settings = defaultThemeSettings();
  state.comingSoonDismissed = false;
}

/** A partial change from JSON (`{"storeNotice": true}`) or the control page's form (an unchecked box is off). */
export function changeThemeSettings(current: ThemeSettings, input: unknown, source: 'json' | 'form'): { ok: true; settings: ThemeSettings } | { ok: false; message: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, message: 'Erwartet wird ein Objekt mit Schaltern.' };
  const fields = input as Record<string, unknown>;
  const next = { ...current };
  for (const name of Object.keys(THEME_SWITCHES) as (keyof ThemeSettings)[]) {
    const value = fields[name];
    if (source === 'form') next[name] = value === '1';
    else if (value === undefined) continue;
    else if (typeof value === 'boolean') next[name] = value;
    else return { ok: false, message: `${name} muss true oder false sein.` };
  }
  const unknown = Object.keys(fields).filter((name) => source === 'json' && !(name in THEME_SWITCHES));
  if (unknown.length) return { ok: false, message: `Unbekannte Schalter: ${unknown.join(', ')}` };
  return { ok: true, settings: next };
}
