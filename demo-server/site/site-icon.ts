/**
 * The shop's site icon, as WordPress serves one (5.4 and later, `do_favicon()` and
 * `wp_site_icon()`): the head links it, and `/favicon.ico` redirects to it instead of rendering
 * the theme's 404 page. A 404 page is a page: it would print and so use up the notices a
 * redirect left for the next page (a browser's own favicon request can reach the shop between a
 * form's 303 and the page it leads to).
 * https://make.wordpress.org/core/2020/02/19/enhancements-to-favicon-handling-in-wordpress-5-4/
 */
import type { Router } from 'express';

export const SITE_ICON_PATH = '/wp-content/uploads/schaufenster-icon.svg';

const SITE_ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d3557"/><text x="16" y="23" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">S</text></svg>`;

export function registerSiteIcon(files: Router): void {
  files.get(SITE_ICON_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(SITE_ICON);
  });
  files.get('/favicon.ico', (_req, res) => {
    res.redirect(302, SITE_ICON_PATH);
  });
}
