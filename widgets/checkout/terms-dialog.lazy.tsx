import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from './i18n';

export interface TermsDialogProps {
  title: string;
  /** The main content of the shop's terms page (its own HTML). */
  html: string;
  close(): void;
}

/**
 * The terms and conditions, loaded with the first click on the terms link (together with the
 * terms page): a native modal dialog (WAI-ARIA dialog pattern: focus moves in and stays,
 * Escape closes, focus returns to the link) named by the page's title.
 */
export function TermsDialog({ title, html, close }: TermsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const titleId = `sf-terms-title${useId().replace(/:/g, '')}`;

  useEffect(() => {
    const box = dialog.current;
    if (!box || !content.current) return;
    // Set once here so renders never touch the shop's HTML again.
    content.current.innerHTML = html;
    box.showModal();
    return () => box.close();
  }, [html]);

  return createPortal(
    // Escape, 'Schließen' and a click on the backdrop (the dialog itself, outside its box) close it.
    <dialog ref={dialog} className="sf-terms-dialog" aria-labelledby={titleId} onClose={close} onClick={(event) => event.target === dialog.current && dialog.current.close()}>
      <div className="sf-terms-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="sf-terms-dialog__close" onClick={() => dialog.current?.close()}>
          {t('Close')}
        </button>
      </div>
      <div ref={content} className="sf-terms-dialog__content" />
    </dialog>,
    document.body,
  );
}

/**
 * The main content of a shop page (the terms page): its title and the HTML of its text, or
 * null when there is none. The shop's own page, shown as HTML; its scripts and forms stay out.
 */
export function mainContent(page: string): { title: string; html: string } | null {
  const doc = new DOMParser().parseFromString(page, 'text/html');
  const main = doc.querySelector('main, [role="main"], #main, #content') ?? doc.body;
  const text = main.querySelector('.entry-content') ?? main;
  const heading = main.querySelector('h1');
  const title = heading?.textContent?.trim() || doc.title.trim() || t('Terms and conditions');
  text.querySelectorAll('script, style, link, iframe, form, h1').forEach((element) => element.remove());
  const html = text.innerHTML.trim();
  return html ? { title, html } : null;
}
