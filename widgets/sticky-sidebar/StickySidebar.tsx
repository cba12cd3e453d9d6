import type { WidgetProps } from '../../src/core/element/define-widget';
import { useStickySidebar } from './use-sticky-sidebar';

/** The theme's sticky sidebar (spec §2, §9). Behaviour only: an attribute and a top offset on the element. */
export function StickySidebar({ container }: WidgetProps) {
  useStickySidebar(container);
  return null;
}
