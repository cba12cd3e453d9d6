import { useEffect } from 'react';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { FIELD_PREFIX } from '../../src/attribution/session';
import { extensionNamespace, forgetAttribution, trackPageView } from '../../src/attribution/track';
import { consentStore } from '../../src/consent/store';
import { emitOn } from '../../src/core/events/bus';
import '../../src/attribution/events';

/**
 * Set by the loader on an element it loaded on a page without a consent system
 * (src/core/loader/consent-presence.ts). Written out, not imported: an import would put the
 * loader's module into this widget's chunk and make the loader load it on every page.
 */
const WITHOUT_CONSENT_SYSTEM = 'data-sf-without-consent-system';

interface BlocksWindow {
  wp?: { data?: { dispatch?: (store: string) => { setExtensionData?: (namespace: string, data: object) => void } | undefined } };
}

/**
 * Fills the `wc_order_attribution_*` hidden inputs it wraps (checkout and register forms) and
 * sets the block checkout's extension data, from this page view's attribution; an empty
 * element on other pages only counts the page view. With statistics consent only: withdrawn
 * consent empties the inputs and forgets what was kept.
 */
export function OrderAttribution({ container }: WidgetProps) {
  useEffect(() => {
    const apply = () => {
      const fields = trackPageView(container.hasAttribute(WITHOUT_CONSENT_SYSTEM));
      const inputs = container.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name^="${FIELD_PREFIX}"]`);
      if (!fields) {
        forgetAttribution();
        inputs.forEach((input) => (input.value = ''));
        return;
      }
      inputs.forEach((input) => {
        const key = input.name.slice(FIELD_PREFIX.length) as keyof typeof fields;
        input.value = fields[key] ?? '';
      });
      if (inputs.length) {
        (window as BlocksWindow).wp?.data?.dispatch?.('wc/store/checkout')?.setExtensionData?.(extensionNamespace(), fields);
        emitOn(container, 'sf:order-attribution', { namespace: extensionNamespace(), data: fields });
      }
    };
    apply();
    return consentStore.subscribe(apply);
  }, [container]);
  return null;
}
