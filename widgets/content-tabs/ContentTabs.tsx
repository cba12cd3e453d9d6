import type { WidgetProps } from '../../src/core/element/define-widget';
import { useContentTabs } from './use-content-tabs';

export interface ContentTabsProps extends WidgetProps {
  /** Level of the headings around accordion titles (2–6, default 3: below the page's h2 sections). */
  headingLevel?: number;
}

/**
 * Flatsome's tabbed content (`.tabbed-content`) as WAI-ARIA tabs and its accordions
 * (`.accordion`) as the WAI-ARIA accordion, on the server markup. Adds no markup of its own
 * besides a heading around each accordion title.
 */
export function ContentTabs({ container, headingLevel }: ContentTabsProps) {
  const level = Number.isInteger(headingLevel) && headingLevel! >= 2 && headingLevel! <= 6 ? headingLevel! : 3;
  useContentTabs(container, level);
  return null;
}
