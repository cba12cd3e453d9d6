import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from './i18n';

export interface QuickViewDialogProps {
  html: string;
  close(): void;
}

/**
 * The quick-view popup, loaded with the first quick view (in parallel with its HTML): a
 * native modal dialog (WAI-ARIA dialog pattern: focus moves in and stays, Escape closes,
 * focus returns to the link) named by the product's title.
 */
export function QuickViewDialog({ html, close }: QuickViewDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = `sf-quick-view-title${useId().replace(/:/g, '')}`;

  useEffect(() => {
    const box = dialog.current;
    if (!box || !content.current) return;
    // The shop's popup HTML, by contract; set once here so renders never touch it again.
    content.current.innerHTML = html;
    const title = content.current.querySelector('h1, h2, .product-title');
    if (title) title.id = titleId;
    box.showModal();
    const onClose = () => close();
    const onBackdrop = (event: MouseEvent) => event.target === box && box.close();
    const listening = new AbortController();
    box.addEventListener('close', onClose, { signal: listening.signal });
    box.addEventListener('click', onBackdrop, { signal: listening.signal });
    return () => {
      listening.abort();
      if (box.open) box.close();
    };
  }, [html, titleId, close]);

  return createPortal(
    <dialog ref={dialog} className="sf-quick-view" aria-labelledby={titleId}>
      <button type="button" className="sf-quick-view__close" aria-label={t('Close quick view')} onClick={() => dialog.current?.close()}>
        <span aria-hidden="true">×</span>
      </button>
      <div ref={content} className="sf-quick-view__content" />
    </dialog>,
    document.body,
  );
}
