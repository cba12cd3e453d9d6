/** The fake analytics script on a shop page: a visitor id cookie, a session entry, a page-view beacon. */
const script = document.currentScript as HTMLScriptElement | null;
const origin = script ? new URL(script.src).origin : '';
const id = `SF1.1.${Math.floor(Math.random() * 1e9)}`;
document.cookie = `_sf_ga=${id}; path=/; max-age=${60 * 60 * 24 * 365}; SameSite=Lax`;
localStorage.setItem('_sf_ga_session', JSON.stringify({ page: location.pathname }));
navigator.sendBeacon(`${origin}/analytics/collect?ev=pageview`, JSON.stringify({ id, page: location.pathname }));
document.documentElement.setAttribute('data-sf-analytics', 'loaded');

export {};
