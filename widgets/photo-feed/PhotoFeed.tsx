import type { WidgetProps } from '../../src/core/element/define-widget';
import { usePhotoFeed } from './use-photo-feed';

/**
 * Flatsome's lazily loaded photo feed block (`[data-flatsome-instagram]`): replaced by the
 * theme's HTML when it nears the viewport; a failure shows only to admin-bar users.
 */
export function PhotoFeed({ container }: WidgetProps) {
  usePhotoFeed(container);
  return null;
}
