import { useEffect, useRef, useState } from 'react';
import { brandWords } from '../../src/core/config/page-globals';
import { isPlainClick, useDelegated } from '../../src/core/element/use-delegated';
import { postRest } from '../../src/core/http/rest';
import { comingSoonDismissBody, dismissalAccepted, storeNoticeDismissCookie, storeNoticeHidden } from './rules';
import { t } from './i18n';

export const STORE_NOTICE = '.woocommerce-store-notice';
export const STORE_NOTICE_DISMISS = '.woocommerce-store-notice__dismiss-link';
export const COMING_SOON = '.woocommerce-coming-soon-banner-container';
export const COMING_SOON_DISMISS = '.coming-soon-footer-banner-dismiss';

/** Where focus goes when the notice it was in disappears: the page's main content, not <body>. */
function focusAfterHiding(notice: HTMLElement) {
  if (!notice.contains(document.activeElement)) return;
  document.querySelector<HTMLElement>('main, [role="main"]')?.focus({ preventScroll: true });
}

function hide(notice: HTMLElement) {
  focusAfterHiding(notice);
  notice.hidden = true;
}

/**
 * The two dismiss links. The store notice hides at once and sets the cookie the shop reads
 * (the server then prints it no more). The coming-soon banner stays until the shop has
 * accepted the dismissal (POST to the link's `data-rest-url` with its `data-nonce` as
 * `X-WP-Nonce`; a nonce that went stale while the page was open is renewed once, as
 * wp.apiFetch does: src/core/http/rest.ts); a refusal or a failed call shows a German alert
 * and keeps it.
 */
export function useSiteNotice(host: HTMLElement) {
  const [error, setError] = useState('');
  const busy = useRef(false);

  // WooCommerce prints the store notice hidden on every page (a cached page serves everyone);
  // its script shows it unless this visitor dismissed it (spec §4: cookie store_notice{id}=hidden).
  useEffect(() => {
    for (const notice of host.querySelectorAll<HTMLElement>(STORE_NOTICE)) {
      if (storeNoticeHidden(document.cookie, notice.dataset.noticeId ?? '')) notice.hidden = true;
      else if (notice.style.display === 'none') notice.style.removeProperty('display');
    }
  }, [host]);

  useDelegated<MouseEvent>(host, 'click', STORE_NOTICE_DISMISS, (event, link) => {
    const notice = link.closest<HTMLElement>(STORE_NOTICE);
    if (!notice || !isPlainClick(event)) return;
    event.preventDefault();
    document.cookie = storeNoticeDismissCookie(notice.dataset.noticeId ?? '');
    hide(notice);
  });

  useDelegated<MouseEvent>(host, 'click', COMING_SOON_DISMISS, (event, link) => {
    const banner = link.closest<HTMLElement>(COMING_SOON);
    if (!banner || !isPlainClick(event)) return;
    event.preventDefault();
    const url = link.dataset.restUrl;
    if (busy.current || !url) return;
    busy.current = true;
    setError('');
    banner.setAttribute('aria-busy', 'true');
    link.setAttribute('aria-disabled', 'true');
    void postRest(url, comingSoonDismissBody(brandWords().platform), link.dataset.nonce ?? '').then((answer) => {
      busy.current = false;
      banner.removeAttribute('aria-busy');
      link.removeAttribute('aria-disabled');
      if (answer.ok && dismissalAccepted(answer.status, answer.body)) hide(banner);
      else setError(t('The notice could not be hidden. Please try again.'));
    });
  });

  return { error };
}
