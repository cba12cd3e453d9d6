import { useRef, useState, type ComponentType } from 'react';
import { isPlainClick, useDelegated } from '../../src/core/element/use-delegated';
import { navigate } from '../../src/core/element/navigate';
import { getQuickView } from '../../src/product/contracts';
import type { QuickViewDialogProps } from './dialog.lazy';

/**
 * Quick view (spec §2, §7 `{theme}_quickview`): a click on `a.quick-view[data-prod]` asks the
 * shop for the product's popup HTML and shows it; widgets inside (gallery, variation form, add
 * to cart) upgrade by themselves. When the shop cannot answer with a popup, the link is
 * followed to the product page. A newer quick view supersedes one still loading: only the
 * last product asked for opens.
 */
export function useQuickView(host: HTMLElement) {
  const [shown, setShown] = useState<{ html: string; Dialog: ComponentType<QuickViewDialogProps> } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const loading = useRef<{ link: HTMLElement; controller: AbortController } | null>(null);

  useDelegated<MouseEvent>(host, 'click', 'a.quick-view[data-prod]', (event, link) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void open(link as HTMLAnchorElement);
  });

  async function open(link: HTMLAnchorElement) {
    if (loading.current) {
      loading.current.controller.abort();
      loading.current.link.removeAttribute('aria-busy');
    }
    const controller = new AbortController();
    loading.current = { link, controller };
    opener.current = link;
    link.setAttribute('aria-busy', 'true');
    // The popup's code comes on demand, together with its HTML.
    const [answer, code] = await Promise.all([getQuickView(link.dataset.prod ?? '', { signal: controller.signal }), import('./dialog.lazy').catch(() => null)]);
    if (controller.signal.aborted) return;
    loading.current = null;
    link.removeAttribute('aria-busy');
    if (answer.kind !== 'html' || !code) {
      navigate(link.href);
      return;
    }
    setShown({ html: answer.html, Dialog: code.QuickViewDialog });
  }

  const close = () => {
    setShown(null);
    opener.current?.focus();
  };

  return { shown, close };
}
