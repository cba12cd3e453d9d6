import { useEffect } from 'react';
import { anchorOf } from '../../src/core/element/navigate';
import { coveredTop, scrollTarget } from '../../src/core/scroll/covered-top';
import { accordionPresentation, tabsPresentation, type Presentation, type RequestChange, type Sections } from './presentations';
import { onlySection, openSection, type OpenSections } from '../../src/tabs/sections';
import { asksForReviews, initialTab, tabNamedBy } from './rules';

/** Spec §9: scroll to the reviews 500 ms after load, leaving room for a sticky header. */
export const REVIEWS_SCROLL_DELAY_MS = 500;
/** Spec §9 Scroll to reviews: they end this far under what covers the top (stuck header, admin bar). */
export const REVIEWS_SCROLL_MARGIN_PX = 15;

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
    const scrollToReviews = () => {
      const target = reviews();
      if (!target) return;
      const destination = () => scrollTarget(target.getBoundingClientRect().top + window.scrollY, coveredTop() + REVIEWS_SCROLL_MARGIN_PX);
      const top = destination();
      if (top === Math.round(window.scrollY)) return;
      window.scrollTo({ top, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      // What is above can still grow while the page scrolls (on a phone the wallet's buttons
      // render once their area nears the viewport: 272 px, and the reviews ended 287 px down):
      // once the scroll has ended they are put where they belong, unless the shopper took over.
      const correction = new AbortController();
      const settle = () => {
        correction.abort();
        const corrected = destination();
        if (Math.abs(corrected - window.scrollY) > 1) window.scrollTo({ top: corrected, behavior: 'auto' });
      };
      window.addEventListener('scrollend', settle, { signal: correction.signal });
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, () => correction.abort(), { signal: correction.signal, passive: true });
    };

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
    const listening = new AbortController();
    const { signal } = listening;
    media?.addEventListener?.('change', present, { signal });
    document.addEventListener('click', onReviewLink, { signal });
    window.addEventListener('hashchange', onHashChange, { signal });
    const scroll = asksForReviews(location) ? setTimeout(scrollToReviews, REVIEWS_SCROLL_DELAY_MS) : undefined;

    return () => {
      clearTimeout(scroll);
      listening.abort();
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
