import type { WidgetProps } from '../../src/core/element/define-widget';
import { useMegaMenu } from './use-mega-menu';

/**
 * The header menu's dropdowns and mega menus (spec §2 Global, §9 dropdown positioning): kept
 * within the viewport at every width, with the disclosure pattern's keys. Behaviour only:
 * classes and attributes on the shop's markup.
 */
export function MegaMenu({ container }: WidgetProps) {
  useMegaMenu(container);
  return null;
}
