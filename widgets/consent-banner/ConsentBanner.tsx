import { useEffect } from 'react';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useDelegated } from '../../src/core/element/use-delegated';
import { t } from './i18n';
import { useConsentBanner } from './use-consent-banner';

const MORE_BUTTON = '.sf-consent__more-button';

/**
 * The consent banner (spec §2 Consent banner, §4 Consent) on the shop's markup: a region
 * labelled by its heading (not a modal: the page stays usable, nothing is accepted by
 * dismissing it, and 'Alle ablehnen' is a button like 'Alle akzeptieren'). Everything it shows
 * is the server's HTML, driven by use-consent-banner.ts; the description's collapsed form and
 * its 'Mehr anzeigen' are printed too (the stylesheet shows them where scripts run, so the
 * banner keeps its height when this code comes), and this component only toggles them.
 */
export function ConsentBanner({ container }: WidgetProps) {
  useConsentBanner(container);
  useDelegated<MouseEvent>(container, 'click', MORE_BUTTON, (_event, button) => {
    const section = button.closest('.sf-consent');
    if (!section) return;
    const expanded = !section.hasAttribute('data-sf-expanded');
    section.toggleAttribute('data-sf-expanded', expanded);
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? t('Show less') : t('Show more');
  });
  // Unmounted, the banner is the server's HTML again: collapsed.
  useEffect(
    () => () => {
      container.querySelector('.sf-consent')?.removeAttribute('data-sf-expanded');
      const button = container.querySelector(MORE_BUTTON);
      button?.setAttribute('aria-expanded', 'false');
      if (button) button.textContent = t('Show more');
    },
    [container],
  );
  return null;
}
