/**
 * A fake tag manager (consent category 'advertisement', spec §3: "pixel, analytics and
 * tag-manager services"): once the page has loaded it injects more tags, the way real ones do,
 * so the blocker must catch tags and requests added later: an advertising pixel (Image), the
 * analytics script (a script element), an analytics beacon, fetch and XHR.
 */
import path from 'node:path';
import type { RegisterThirdParty } from '../context.ts';
import { serveBrowserScript } from '../http/browser-script.ts';

export const registerTagManager: RegisterThirdParty = (router) => {
  router.get('/tag-manager/sf-tags.js', serveBrowserScript(path.join(import.meta.dirname, 'tag-manager-client.ts')));
};
