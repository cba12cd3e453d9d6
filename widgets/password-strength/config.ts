import { pageGlobal } from '../../src/core/config/page-globals';
import { MIN_PASSWORD_STRENGTH, type StrengthLabel } from './rules';
import { t } from './i18n';

/** WooCommerce's `wc_password_strength_meter_params` (wp_localize_script on the account and checkout pages). */
export interface PasswordMeterParams {
  min_password_strength?: string | number;
  /** Block the checkout too ('1' / true); WooCommerce's default does not. */
  stop_checkout?: string | boolean;
  i18n_password_error?: string;
  i18n_password_hint?: string;
}

/** WordPress's `pwsL10n`: the meter's labels. */
export type StrengthTexts = Partial<Record<StrengthLabel, string>>;

const ENGLISH: Record<StrengthLabel, string> = {
  unknown: 'Password strength unknown',
  short: 'Very weak',
  bad: 'Weak',
  good: 'Medium',
  strong: 'Strong',
  mismatch: 'Mismatch',
};

export interface MeterSettings {
  minimum: number;
  stopCheckout: boolean;
  label(label: StrengthLabel): string;
  error: string;
  hint: string;
}

/** The shop's settings and wording where it prints them, else the spec's minimum and our German texts. */
export function meterSettings(): MeterSettings {
  const params = pageGlobal<PasswordMeterParams>('wc_password_strength_meter_params');
  const labels = pageGlobal<StrengthTexts>('pwsL10n');
  const minimum = Number(params.min_password_strength);
  return {
    minimum: Number.isInteger(minimum) && minimum >= 0 && minimum <= 4 ? minimum : MIN_PASSWORD_STRENGTH,
    stopCheckout: params.stop_checkout === true || params.stop_checkout === '1' || params.stop_checkout === 'yes',
    label: (label) => labels[label] || t(ENGLISH[label]),
    error: params.i18n_password_error || t('Please enter a stronger password.'),
    hint:
      params.i18n_password_hint || t('Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).'),
  };
}
