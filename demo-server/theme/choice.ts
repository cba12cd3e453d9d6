/**
 * Which theme's markup the shop prints, chosen per visitor: `?sf_theme=storefront` prints the
 * stock markup of a WooCommerce shop on the Storefront theme, `?sf_theme=flatsome` goes back to
 * the seed theme (Flatsome-like markup, the default). Kept in the cookie `sf_theme`, as
 * `?sf_build=` is (http/bundle.ts), so that the pages a visitor opens next, and the cart calls
 * answering with fragments of the header, stay in that theme.
 */
import type { Request, Response } from 'express';
import { firstString } from '../http/request.ts';
import { requestCookies } from '../shared/session.ts';

export const THEME_NAMES = ['flatsome', 'storefront'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const THEME_LABELS: Record<ThemeName, string> = {
  flatsome: 'Seed-Theme (Flatsome-Markup)',
  storefront: 'Storefront (Standard-Markup von WooCommerce)',
};

const isThemeName = (value: unknown): value is ThemeName => THEME_NAMES.includes(value as ThemeName);

/** `?sf_theme=` (stored when `res` is given), else the cookie, else the seed theme. */
export function resolveTheme(req: Request, res?: Response): ThemeName {
  const query = firstString(req.query.sf_theme);
  if (isThemeName(query)) {
    res?.cookie('sf_theme', query, { path: '/', sameSite: 'lax' });
    return query;
  }
  const cookie = requestCookies(req).sf_theme;
  return isThemeName(cookie) ? cookie : 'flatsome';
}
