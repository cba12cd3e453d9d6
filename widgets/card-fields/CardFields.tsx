import type { WidgetProps } from '../../src/core/element/define-widget';
import { useCardFields } from './use-card-fields';

/**
 * The provider's card fields in the card gateway's payment box, upgraded in place; see
 * README.md. The provider draws each field (an iframe) into the shop's container; errors go to
 * the page's notices.
 */
export function CardFields({ container }: WidgetProps) {
  useCardFields(container);
  return null;
}
