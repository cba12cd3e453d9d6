/**
 * First in <head> (spec §2 Consent banner): the consent blocker with its configuration,
 * inline with the CSP nonce, then the third-party tags in their held form (`type="text/plain"`
 * and the vendor's `data-cookieyes` attribute) unless the cookie already accepts their category.
 */
import type { OptionalCategory } from '../../src/consent/categories.ts';
import { html, raw, scriptJson, type SafeHtml } from '../shared/html.ts';
import { accepted, attribute, type ConsentPageState } from './banner.ts';
import { consentBlockerScript } from './blocker-script.ts';
import { DEMO_CONSENT_COOKIES, demoConsentProviders } from './config.ts';

/** A third-party script, held unless its category is accepted. */
function thirdPartyScript(state: ConsentPageState, category: OptionalCategory, src: string): SafeHtml {
  return accepted(state, category)
    ? html`<script src="${src}" async data-cookieyes="${attribute(category)}"></script>`
    : html`<script type="text/plain" src="${src}" async data-cookieyes="${attribute(category)}"></script>`;
}

/**
 * Printed first in <head>. The script starts with V8's compile hint (rollup.config.mjs,
 * compileHints): every function of the blocker runs while the page is parsed, and compiled
 * with the script they cost the page's main thread less than one by one at their first call
 * (bench/ready.ts, the blocker's part).
 */
export function consentHead(state: ConsentPageState, nonce: string): SafeHtml {
  const config = { consent: { providers: demoConsentProviders(state.thirdPartyOrigin), cookies: DEMO_CONSENT_COOKIES, languageCode: 'de' } };
  const third = state.thirdPartyOrigin;
  return html`<script nonce="${nonce}">//# allFunctionsCalledOnLoad
window.schaufensterConfig=Object.assign(window.schaufensterConfig||{},${scriptJson(config)});${raw(consentBlockerScript())}</script>${
    third ? html`${thirdPartyScript(state, 'analytics', `${third}/analytics/sf-analytics.js`)}${thirdPartyScript(state, 'advertisement', `${third}/tag-manager/sf-tags.js`)}` : ''
  }`;
}
