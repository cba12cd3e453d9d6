import type { WidgetProps } from '../../src/core/element/define-widget';
import { useAnimate } from './use-animate';

/**
 * Flatsome's count-up numbers (`.count-up`) and animate-on-scroll (`[data-animate]`) inside
 * the element. Draws nothing of its own; reduced motion shows everything as it is.
 */
export function Animate({ container }: WidgetProps) {
  useAnimate(container);
  return null;
}
