import type { WidgetProps } from '../../src/core/element/define-widget';
import { usePageLoader } from './use-page-loader';

/**
 * Flatsome's page loader (`.page-loader`, a cover with the logo and a spinner while a page
 * comes): taken away once the page has loaded, 1 s after the code came at the latest, and at
 * once when the visitor presses a key, points, scrolls or focuses something. Draws nothing.
 */
export function PageLoader({ container }: WidgetProps) {
  usePageLoader(container);
  return null;
}
