import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { COMING_SOON, COMING_SOON_DISMISS, useSiteNotice } from './use-site-notice';

/**
 * The store notice bar and the 'coming soon' footer banner (spec §2 Global, §4): each hides
 * through its dismiss link. The only island is the banner's alert when a dismissal failed.
 */
export function SiteNotice({ container }: WidgetProps) {
  const { error } = useSiteNotice(container);
  const link = useMemo(() => container.querySelector(`${COMING_SOON} ${COMING_SOON_DISMISS}`), [container]);
  const alertIsland = useIsland(link, 'afterend', 'sf-site-notice__alert');
  return alertIsland && error
    ? createPortal(
        <span role="alert" className="sf-site-notice__error">
          {error}
        </span>,
        alertIsland,
      )
    : null;
}
