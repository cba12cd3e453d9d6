import { useRef, useState } from 'react';
import { adminAjaxUrl, brandWords } from '../../src/config/page-globals';
import { isPlainClick, useDelegated } from '../../src/element/use-delegated';
import { navigate } from '../../src/element/navigate';
import { requestHtml } from '../../src/http/shop-client';


/**
 * Quick view (spec §2, §7 `{theme}_quickview`): a click on `a.quick-view[data-prod]` asks the
 * shop for the product's popup HTML and shows it; widgets inside (gallery, variation form, add
 * to cart) upgrade by themselves. When the shop cannot answer, the link is followed to the
 * product page.
 */
export function useQuickView(host: HTMLElement) {
  const [html, setHtml] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useDelegated<MouseEvent>(host, 'click', 'a.quick-view[data-prod]', (event, link) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void open(link as HTMLAnchorElement);
  });

  async function open(link: HTMLAnchorElement) {
    opener.current = link;
    link.setAttribute('aria-busy', 'true');
    const answer = await requestHtml(adminAjaxUrl(), { action: `${brandWords().theme}_quickview`, product: link.dataset.prod });
    link.removeAttribute('aria-busy');
    if (!answer.ok || !answer.body.trim()) {
      navigate(link.href);
      return;
    }
    setHtml(answer.body);
  }

  const close = () => {
    setHtml(null);
    opener.current?.focus();
  };

  return { html, close };
}
