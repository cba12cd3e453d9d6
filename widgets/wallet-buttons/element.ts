import { defineWidget } from '../../src/core/element/define-widget';
import { WalletButtons } from './WalletButtons';

export const WalletButtonsElement = defineWidget('sf-wallet-buttons', WalletButtons, { context: 'string' });
