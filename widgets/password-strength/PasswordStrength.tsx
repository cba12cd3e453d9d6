import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { meterState } from './rules';
import { t } from './i18n';
import { usePasswordStrength } from './use-password-strength';

/**
 * WooCommerce's password strength meter after the password field: `.woocommerce-password-strength`
 * (classes short / bad / good / strong) in a polite live region, the hint
 * `.woocommerce-password-hint` below a weak password, and, while the submit is blocked, the
 * reason the submit buttons point to (aria-describedby).
 */
export function PasswordStrength({ container }: WidgetProps) {
  const base = `sf-password${useId().replace(/:/g, '')}`;
  const ids = { meter: `${base}-meter`, hint: `${base}-hint`, locked: `${base}-locked` };
  const { field, state, settings } = usePasswordStrength(container, ids);
  const island = useIsland(field?.closest('.password-input, .woocommerce-input-wrapper') ?? field, 'afterend', 'sf-password-strength__meter');
  if (!island) return null;
  const meter = meterState(state.password, state.score, settings.minimum);
  const text = meter.shown ? `${settings.label(meter.label)}${meter.tooWeak ? ` - ${settings.error}` : ''}` : '';
  return createPortal(
    <>
      <div id={ids.meter} className={`woocommerce-password-strength${meter.className ? ` ${meter.className}` : ''}`} aria-live="polite">
        {text}
      </div>
      {meter.hint && (
        <small id={ids.hint} className="woocommerce-password-hint">
          {settings.hint}
        </small>
      )}
      <span id={ids.locked} className="screen-reader-text">
        {state.blocked ? t('Sending is possible once the password is stronger.') : ''}
      </span>
    </>,
    island,
  );
}
