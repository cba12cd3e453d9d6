import type { WidgetProps } from '../../src/core/element/define-widget';
import { usePopup } from './use-popup';

/** Off-canvas panels and lightboxes (spec §2 Global): behaviour only, the shop prints every part. */
export function Popup({ container }: WidgetProps) {
  usePopup(container);
  return null;
}
