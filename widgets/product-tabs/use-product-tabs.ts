import { useEffect } from 'react';
import { asksForReviews, initialTab, tabIndexAfterKey } from './rules';

/** Spec §9: scroll to the reviews 500 ms after load, leaving room for a sticky header. */
export const REVIEWS_SCROLL_DELAY_MS = 500;

/**
 * WAI-ARIA tabs (automatic activation) on WooCommerce's tabs markup: the links become the
 * tabs, the panels tab panels; only the selected panel shows. Without JavaScript every panel
 * stays visible and the links jump to them.
 */
export function useProductTabs(host: HTMLElement) {
  useEffect(() => {
    const list = host.querySelector<HTMLElement>('ul.tabs, ul.wc-tabs');
    const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="#"]') ?? [])];
    const panels = tabs.map((tab) => {
      const panel = document.getElementById(decodeURIComponent(tab.hash.slice(1)));
      return panel && host.contains(panel) ? panel : null;
    });
    if (!list || !tabs.length || panels.some((panel) => !panel)) return;
    const touched: Array<[Element, string, string | null]> = [];
    const set = (element: Element, name: string, value: string) => {
      touched.push([element, name, element.getAttribute(name)]);
      element.setAttribute(name, value);
    };

    set(list, 'role', 'tablist');
    tabs.forEach((tab, index) => {
      const panel = panels[index]!;
      set(tab.parentElement!, 'role', 'presentation');
      set(tab, 'role', 'tab');
      set(tab, 'id', tab.id || `${panel.id}-tab`);
      set(tab, 'aria-controls', panel.id);
      set(panel, 'role', 'tabpanel');
      set(panel, 'aria-labelledby', tab.id);
      set(panel, 'tabindex', '0');
    });

    let current = 0;
    const select = (index: number, focus = false) => {
      current = index;
      tabs.forEach((tab, i) => {
        tab.setAttribute('aria-selected', String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        tab.parentElement!.classList.toggle('active', i === index);
        panels[i]!.hidden = i !== index;
      });
      if (focus) tabs[index].focus();
    };
    const indexOf = (panelId: string | undefined) => Math.max(0, panels.findIndex((panel) => panel!.id === panelId));
    const reviews = () => document.getElementById('reviews') ?? panels.find((panel) => panel!.id === 'tab-reviews');
    const scrollToReviews = () =>
      reviews()?.scrollIntoView({ behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });

    const orientation = () => {
      const [first, second] = tabs.map((tab) => tab.getBoundingClientRect());
      // Stacked tabs (e.g. a theme's vertical tabs on small screens) take up and down arrows.
      const vertical = !!second && first.height > 0 && second.top >= first.bottom - 1 && Math.abs(second.left - first.left) < 2;
      list.setAttribute('aria-orientation', vertical ? 'vertical' : 'horizontal');
      return { vertical, rightToLeft: getComputedStyle(list).direction === 'rtl' };
    };

    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element).closest('a');
      const index = tab ? tabs.indexOf(tab as HTMLAnchorElement) : -1;
      if (index < 0) return;
      event.preventDefault();
      select(index);
    };
    const onKey = (event: KeyboardEvent) => {
      const next = tabIndexAfterKey(event.key, current, tabs.length, orientation());
      if (next === null) return;
      event.preventDefault();
      select(next, true);
    };
    // A link to the reviews ("(3 Kundenbewertungen)") opens them and remembers it in history.
    const onReviewLink = (event: MouseEvent) => {
      if (!(event.target as Element).closest?.('a.woocommerce-review-link') || !panels.some((panel) => panel!.id === 'tab-reviews')) return;
      event.preventDefault();
      select(indexOf('tab-reviews'), true);
      history.pushState(null, '', '#reviews');
      scrollToReviews();
    };
    const onHashChange = () => select(indexOf(initialTab(panels.map((panel) => panel!.id), location)));

    list.addEventListener('click', onClick);
    list.addEventListener('keydown', onKey);
    document.addEventListener('click', onReviewLink);
    window.addEventListener('hashchange', onHashChange);
    orientation();
    onHashChange();
    const scroll = asksForReviews(location) ? setTimeout(scrollToReviews, REVIEWS_SCROLL_DELAY_MS) : undefined;

    return () => {
      clearTimeout(scroll);
      list.removeEventListener('click', onClick);
      list.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onReviewLink);
      window.removeEventListener('hashchange', onHashChange);
      for (const [element, name, value] of touched.reverse()) (value === null ? element.removeAttribute(name) : element.setAttribute(name, value));
      tabs.forEach((tab, i) => {
        tab.removeAttribute('aria-selected');
        tab.removeAttribute('tabindex');
        panels[i]!.hidden = false;
      });
      list.removeAttribute('aria-orientation');
    };
  }, [host]);
}
