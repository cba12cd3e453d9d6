import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useCheckout } from './use-checkout';
import { useCheckoutCoupon } from './use-checkout-coupon';

export interface CheckoutProps extends WidgetProps {
  /** Per-field messages for a required field left empty (inline JSON `{"messages": {"billing_email": "…"}}`). */
  messages?: Record<string, string>;
}

/** WooCommerce's classic checkout, upgraded in place; see README.md. */
export function Checkout({ container, messages }: CheckoutProps) {
  const { reviewAlert, review, terms, closeTerms } = useCheckout(container, messages);
  useCheckoutCoupon(container);
  const island = useIsland(review, 'beforebegin', 'sf-checkout__alert');
  return (
    <>
      {island && reviewAlert
        ? createPortal(
            <p role="alert" className="sf-checkout-alert">
              {reviewAlert}
            </p>,
            island,
          )
        : null}
      {terms && <terms.Dialog title={terms.title} html={terms.html} close={closeTerms} />}
    </>
  );
}
