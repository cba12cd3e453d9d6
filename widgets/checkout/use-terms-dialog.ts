import { useEffect, useState, type ComponentType } from 'react';
import { navigate } from '../../src/core/element/navigate';
import { isPlainClick } from '../../src/core/element/use-delegated';
import { requestHtml } from '../../src/core/http/client';
import type { TermsDialogProps } from './terms-dialog.lazy';

export interface Terms {
  title: string;
  html: string;
  Dialog: ComponentType<TermsDialogProps>;
}

/**
 * The terms link opens the terms page's content in a dialog (its code loads with the first
 * click); where either does not come, the link is followed. Closing gives focus back to it.
 */
export function useTermsDialog(form: HTMLFormElement | null) {
  const [terms, setTerms] = useState<Terms | null>(null);
  const [termsLink, setTermsLink] = useState<HTMLAnchorElement | null>(null);

  useEffect(() => {
    if (!form) return;
    const controller = new AbortController();
    let termsRequest: AbortController | undefined;
    async function openTerms(link: HTMLAnchorElement) {
      termsRequest?.abort();
      const request = (termsRequest = new AbortController());
      link.setAttribute('aria-busy', 'true');
      const [answer, code] = await Promise.all([requestHtml(link.href, undefined, { signal: request.signal }), import('./terms-dialog.lazy').catch(() => null)]);
      if (request.signal.aborted) return;
      link.removeAttribute('aria-busy');
      const content = answer.ok && code ? code.mainContent(answer.body) : null;
      if (!content || !code) return navigate(link.href);
      setTermsLink(link);
      setTerms({ ...content, Dialog: code.TermsDialog });
    }
    form.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a.woocommerce-terms-and-conditions-link');
        if (!link || !isPlainClick(event)) return;
        event.preventDefault();
        void openTerms(link);
      },
      { signal: controller.signal },
    );
    return () => {
      controller.abort();
      termsRequest?.abort();
    };
  }, [form]);

  const closeTerms = () => {
    setTerms(null);
    termsLink?.focus();
  };
  return { terms, closeTerms };
}
