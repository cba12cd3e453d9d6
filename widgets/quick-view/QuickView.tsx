import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/element/define-widget';
import { t } from '../../src/i18n/i18n';
import { useQuickView } from './use-quick-view';

/**
 * The quick-view popup: a native modal dialog (WAI-ARIA dialog pattern: focus moves in and
 * stays, Escape closes, focus returns to the link) named by the product's title.
 */
export function QuickView({ container }: WidgetProps) {
  const { html, close } = useQuickView(container);
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = `sf-quick-view-title${useId().replace(/:/g, '')}`;

  useEffect(() => {
    const box = dialog.current;
    if (!box || !content.current || html === null) return;
    // The shop's popup HTML, by contract; set once here so renders never touch it again.
    content.current.innerHTML = html;
    const title = content.current.querySelector('h1, h2, .product-title');
    if (title) title.id = titleId;
    box.showModal();
    const onClose = () => close();
    const onBackdrop = (event: MouseEvent) => event.target === box && box.close();
    box.addEventListener('close', onClose);
    box.addEventListener('click', onBackdrop);
    return () => {
      box.removeEventListener('close', onClose);
      box.removeEventListener('click', onBackdrop);
      if (box.open) box.close();
    };
  }, [html, titleId, close]);

  if (html === null) return null;
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
