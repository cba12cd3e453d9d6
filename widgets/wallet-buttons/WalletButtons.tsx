import type { WidgetProps } from '../../src/core/element/define-widget';
import { useWalletButtons } from './use-wallet-buttons';

export interface WalletButtonsProps extends WidgetProps {
  /** Where the buttons are: product, cart, mini-cart, checkout or pay-now (else the settings' context). */
  context?: string;
}

/**
 * The wallet provider's buttons in one payment area, upgraded in place; see README.md. The
 * provider draws the buttons into the shop's wrapper; errors go to the page's notices.
 */
export function WalletButtons({ container, context }: WalletButtonsProps) {
  useWalletButtons(container, context);
  return null;
}
