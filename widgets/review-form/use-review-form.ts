import { useEffect, useState } from 'react';
import { singleProductParams as params } from '../../src/product/config';
import { t } from './i18n';

/** The five labels, '1 von 5 Sternen' … '5 von 5 Sternen' (the shop's, else ours). */
export function ratingLabels(): string[] {
  const given = params().i18n_rating_options;
  return [1, 2, 3, 4, 5].map((n) => given?.[n - 1] || t('%s of 5 stars', n));
}

/**
 * The review form's rating: the shop's `select#rating` stays what the form posts; the star
 * picker sets it. With a required rating, sending without one is stopped with the shop's
 * message ('Bitte wähle eine Bewertung').
 */
export function useReviewForm(host: HTMLElement) {
  const [select, setSelect] = useState<HTMLSelectElement | null>(null);
  const [rating, setRating] = useState(0);
  const [error, setError] = useState('');

  useEffect(() => {
    const field = host.querySelector<HTMLSelectElement>('select#rating, select[name="rating"]');
    const form = field?.form;
    if (!field || !form) return;
    setSelect(field);
    setRating(Number(field.value) || 0);
    // The select is hidden once the stars show: a hidden required control would block the
    // form without telling anyone, so the requirement is checked here instead.
    const wasRequired = field.required;
    field.required = false;
    const onSubmit = (event: SubmitEvent) => {
      if (params().review_rating_required !== 'yes' && !wasRequired) return;
      if (field.value) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setError(params().i18n_required_rating_text || t('Please select a rating'));
      host.querySelector<HTMLInputElement>('.sf-stars input')?.focus();
    };
    const listening = new AbortController();
    form.addEventListener('submit', onSubmit, { signal: listening.signal });
    return () => {
      listening.abort();
      field.required = wasRequired;
    };
  }, [host]);

  const choose = (value: number) => {
    if (!select) return;
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setRating(value);
    setError('');
  };

  return { select, rating, error, choose };
}
