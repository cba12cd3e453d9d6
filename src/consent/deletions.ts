import { CATEGORY_COOKIES, type CategoryCookies, type OptionalCategory } from './categories';

export interface CookieDeletion {
  name: string;
  /** Undefined: the host-only cookie (written without a Domain attribute). */
  domain?: string;
  path: string;
}

const IP_OR_SINGLE_LABEL = /^(\d+\.){3}\d+$|^\[.*\]$|^[^.]+$/;

/**
 * The domains a script on `host` may have set a cookie for: host-only, the host, and each
 * parent domain down to two labels (www.shop.example.de → www.shop.example.de, shop.example.de,
 * example.de). A browser refuses a public suffix anyway, so trying example.co.uk's `co.uk`
 * is not needed: two labels is where we stop. IPs and single-label hosts (localhost) only host-only.
 */
export function cookieDomains(host: string): Array<string | undefined> {
  const bare = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (IP_OR_SINGLE_LABEL.test(bare)) return [undefined];
  const labels = bare.split('.');
  const domains: Array<string | undefined> = [undefined];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Every (name, domain, path) to expire so the cookies of the rejected categories are gone
 * (spec §4: on the host and its parent domains). `present` are the cookie names the page sees
 * now (document.cookie); names ending in `*` match by prefix. Paths: '/' and the current
 * directory chain, because a cookie set without a path attribute gets the page's directory.
 */
export function cookieDeletions(rejected: readonly OptionalCategory[], options: { host: string; pathname: string; present: readonly string[]; cookies?: CategoryCookies }): CookieDeletion[] {
  const table = options.cookies ?? CATEGORY_COOKIES;
  const patterns = rejected.flatMap((slug) => table[slug] ?? []);
  const names = options.present.filter((name) => patterns.some((p) => (p.endsWith('*') ? name.startsWith(p.slice(0, -1)) : name === p)));
  const paths = ['/'];
  const segments = options.pathname.split('/').filter(Boolean).slice(0, 8);
  // A page's own path and its directories: '/shop/x/' → '/shop', '/shop/x'.
  for (let i = 1; i <= segments.length; i++) paths.push(`/${segments.slice(0, i).join('/')}`);
  const deletions: CookieDeletion[] = [];
  for (const name of [...new Set(names)]) {
    for (const domain of cookieDomains(options.host)) for (const path of paths) deletions.push({ name, domain, path });
  }
  return deletions;
}

/** The `document.cookie` assignment that expires one cookie. */
export const deletionString = (d: CookieDeletion) => `${d.name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${d.path}${d.domain ? `; domain=${d.domain}` : ''}`;

/** Cookie names in a `document.cookie` string, bounded. */
export const cookieNames = (cookieString: string) =>
  cookieString
    .split(';')
    .slice(0, 200)
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
