import { defineWidget } from '../../src/core/element/define-widget';
import { PasswordStrength } from './PasswordStrength';

export const PasswordStrengthElement = defineWidget('sf-password-strength', PasswordStrength);
