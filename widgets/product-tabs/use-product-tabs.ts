import { useEffect } from 'react';
import { anchorOf } from '../../src/core/element/navigate';
import { accordionPresentation, tabsPresentation, type Presentation, type RequestChange, type Sections } from './presentations';
import { onlySection, openSection, type OpenSections } from '../../src/tabs/sections';
import { asksForReviews, initialTab, tabNamedBy } from './rules';

/** Spec §9: scroll to the reviews 500 ms after load, leaving room for a sticky header. */
export const REVIEWS_SCROLL_DELAY_MS = 500;

/**
 * Spec §9 "small" (≤ 549 px): where Flatsome turns the product tabs into an accordion; a
 * medium screen (550–849 px) still fits the four tab titles on one or two rows.
 */
export const ACCORDION_MEDIA_QUERY = '(max-width: 549px)';

/**
 * WooCommerce's tabs markup as WAI-ARIA tabs, or as an accordion on small screens. Which
 * section is open is decided here for both (address, review link, a change of screen width);
 * presentations.ts draws it. Without JavaScript every panel stays visible and the links jump
 * to them.
 */
export function useProductTabs(host: HTMLElement, headingLevel: number) {
  useEffect(() => {
    const sections = findSections(host);
    if (!sections) return;
    const panelIds = sections.panels.map((panel) => panel.id);
    const indexOf = (panelId: string | undefined) => Math.max(0, panelIds.indexOf(panelId ?? ''));
    const media = window.matchMedia?.(ACCORDION_MEDIA_QUERY);
    const isAccordion = () => !!media?.matches;

    let state: OpenSections = onlySection(indexOf(initialTab(panelIds, location)));
    let presentation: Presentation | null = null;

    const change: RequestChange = (next, focus) => {
      state = next(state);
      presentation!.show(state);
      if (focus) presentation!.focus(state.current);
    };
    const present = () => {
      const hadFocus = !!presentation?.hasFocus();
      presentation?.remove();
      host.dataset.sfPresentation = isAccordion() ? 'accordion' : 'tabs';
      presentation = isAccordion() ? accordionPresentation(sections, headingLevel, change) : tabsPresentation(sections, change);
      // Tabs show one section: the one last opened in the accordion.
      change((shown) => (isAccordion() ? shown : onlySection(shown.current)), hadFocus);
    };
    const open = (index: number, focus = false) => change((shown) => openSection(shown, index, isAccordion()), focus);

    const reviews = () => document.getElementById('reviews') ?? sections.panels.find((panel) => panel.id === 'tab-reviews');
    const scrollToReviews = () =>
      reviews()?.scrollIntoView({ behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });

    // A link to the reviews ("(3 Kundenbewertungen)") opens them and remembers it in history.
    const onReviewLink = (event: MouseEvent) => {
      if (!(event.target as Element).closest?.('a.woocommerce-review-link') || !panelIds.includes('tab-reviews')) return;
      event.preventDefault();
      open(indexOf('tab-reviews'), true);
      history.pushState(null, '', '#reviews');
      scrollToReviews();
    };
    // An address naming no tab changes nothing: other widgets keep their state in the
    // fragment too (the gallery's lightbox writes #&gid=1&pid=2 and goes back on close).
    const onHashChange = () => {
      const named = tabNamedBy(panelIds, location);
      if (named) open(indexOf(named));
    };

    present();
    media?.addEventListener?.('change', present);
    document.addEventListener('click', onReviewLink);
    window.addEventListener('hashchange', onHashChange);
    const scroll = asksForReviews(location) ? setTimeout(scrollToReviews, REVIEWS_SCROLL_DELAY_MS) : undefined;

    return () => {
      clearTimeout(scroll);
      media?.removeEventListener?.('change', present);
      document.removeEventListener('click', onReviewLink);
      window.removeEventListener('hashchange', onHashChange);
      presentation?.remove();
      delete host.dataset.sfPresentation;
    };
  }, [host, headingLevel]);
}

/** The tab links and their panels; null unless every link names a panel inside the element. */
function findSections(host: HTMLElement): Sections | null {
  const list = host.querySelector<HTMLElement>('ul.tabs, ul.wc-tabs');
  const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])];
  const panels = tabs.map((tab) => {
    const panel = document.getElementById(anchorOf(tab.hash));
    return panel && host.contains(panel) ? panel : null;
  });
  if (!list || !tabs.length || panels.some((panel) => !panel)) return null;
  return { list, tabs, panels: panels as HTMLElement[] };
}
