import { useEffect, useState } from 'react';
import { pageGlobal } from '../../src/core/config/page-globals';
import { restRoot, uploadMedia } from '../../src/core/http/media';
import { maxBytes, photoProblem, sizeText } from './photo-rules';
import { t } from './i18n';

export interface PhotoField {
  wrap: HTMLElement;
  input: HTMLInputElement;
}

/**
 * The review photo (README, "Review photo"): the shop's hidden `.comment-form-photo` is shown;
 * on send, a chosen photo goes first to WordPress's media route (src/core/http/media.ts, with
 * its post-process retries), its attachment id into `review_photo_id`, and then the form is
 * sent the classic way. A refused or failed upload stops the send with the reason at the
 * field; what was typed stays.
 */
export function useReviewPhoto(host: HTMLElement) {
  const [field, setField] = useState<PhotoField | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const wrap = host.querySelector<HTMLElement>('.comment-form-photo');
    const input = wrap?.querySelector<HTMLInputElement>('input[type="file"]');
    const idField = wrap?.querySelector<HTMLInputElement>('input[name="review_photo_id"]');
    const form = input?.form;
    if (!wrap || !input || !idField || !form) return;
    wrap.hidden = false;
    setField({ wrap, input });
    let uploading = false;
    const listening = new AbortController();
    const signal = listening.signal;

    /** The chosen file's problem as a German message, or ''. */
    const problemOf = (file: File) => {
      const bound = maxBytes(input.dataset.maxBytes);
      const problem = photoProblem(file, input.accept, bound);
      if (problem === 'type') return t('This file is not a photo the shop takes. Please choose an image in one of the formats named.');
      if (problem === 'size') return t('The photo is too large (at most %s). Please scale it down and try again.', sizeText(bound ?? 0));
      return '';
    };
    const refuse = (message: string) => {
      setStatus('');
      setError(message);
      input.focus();
    };

    input.addEventListener(
      'change',
      () => {
        // Another photo (or none): the one uploaded before is not this one.
        idField.value = '';
        setStatus('');
        const file = input.files?.[0];
        setError(file ? problemOf(file) : '');
      },
      { signal },
    );

    form.addEventListener(
      'submit',
      (event: SubmitEvent) => {
        const file = input.files?.[0];
        if (!uploading && (!file || idField.value)) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (uploading || !file) return; // the send follows the upload under way
        const problem = problemOf(file);
        if (problem) return refuse(problem);
        uploading = true;
        setError('');
        setStatus(t('Uploading the photo …'));
        const submitter = event.submitter instanceof HTMLElement && (event.submitter as HTMLButtonElement).form === form ? event.submitter : null;
        const api = pageGlobal<{ root?: string; nonce?: string }>('wpApiSettings');
        void uploadMedia(file, { root: restRoot(api.root), nonce: api.nonce ?? '' }).then((result) => {
          uploading = false;
          if (signal.aborted) return;
          if (!result.ok) return refuse(result.message);
          idField.value = String(result.media.id);
          setStatus(t('Photo uploaded. Your review is being sent.'));
          if (submitter) form.requestSubmit(submitter);
          else form.requestSubmit();
        });
      },
      { signal },
    );
    return () => {
      listening.abort();
      wrap.hidden = true;
    };
  }, [host]);

  return { field, status, error };
}
