import type { WidgetProps } from '../../src/core/element/define-widget';
import { useScrollLinks } from './use-scroll-links';
import { useStickyHeader } from './use-sticky-header';

export interface StickyHeaderProps extends WidgetProps {
  /** `hide-on-scroll`: slide the stuck header away while scrolling down, back on scrolling up. */
  hideOnScroll?: boolean;
}

/**
 * The theme's sticky header and the page's scroll links (spec §4, §9), one widget because the
 * scroll offset is the stuck header's height. Behaviour only: classes on the shop's markup.
 */
export function StickyHeader({ container, hideOnScroll = false }: StickyHeaderProps) {
  useStickyHeader(container, hideOnScroll);
  useScrollLinks(container);
  return null;
}
