import type { WidgetProps } from '../../src/core/element/define-widget';
import { usePaylaterMessage } from './use-paylater-message';

export interface PaylaterMessageProps extends WidgetProps {
  /** Where the message is: product, cart, mini-cart, checkout or pay-now (else the settings' context). */
  context?: string;
}

/** The provider's pay-later message with the current amount, upgraded in place; see README.md. */
export function PaylaterMessage({ container, context }: PaylaterMessageProps) {
  usePaylaterMessage(container, context);
  return null;
}
