import { useRef, useState, type ComponentType } from 'react';
import { isPlainClick, useDelegated } from '../../src/core/element/use-delegated';
import { navigate } from '../../src/core/element/navigate';
import { getQuickView } from '../../src/product/contracts';
import type { QuickViewDialogProps } from './dialog.lazy';

/**
 * Quick view (spec §2, §7 `{theme}_quickview`): a click on `a.quick-view[data-prod]` asks the
 * shop for the product's popup HTML and shows it; widgets inside (gallery, variation form, add
 * to cart) upgrade by themselves. When the shop cannot answer, the link is followed to the
 * product page.
 */
export function useQuickView(host: HTMLElement) {
  const [shown, setShown] = useState<{ html: string; Dialog: ComponentType<QuickViewDialogProps> } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useDelegated<MouseEvent>(host, 'click', 'a.quick-view[data-prod]', (event, link) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void open(link as HTMLAnchorElement);
  });

  async function open(link: HTMLAnchorElement) {
    opener.current = link;
    link.setAttribute('aria-busy', 'true');
    // The popup's code comes on demand, together with its HTML.
    const [answer, code] = await Promise.all([getQuickView(link.dataset.prod ?? ''), import('./dialog.lazy').catch(() => null)]);
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
