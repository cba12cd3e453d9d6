import { useId, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { ratingLabels, useReviewForm } from './use-review-form';
import { useReviewPhoto, type PhotoField } from './use-review-photo';

/**
 * Star picker for the review form: a native radio group (arrow keys choose, one tab stop),
 * each star named '1 von 5 Sternen' … '5 von 5 Sternen'. The legend takes the text of the
 * select's label, which is hidden with the select once upgraded.
 */
export function ReviewForm({ container }: WidgetProps) {
  const { select, rating, error, choose } = useReviewForm(container);
  const photo = useReviewPhoto(container);
  const island = useIsland(select, 'afterend', 'sf-review-form__stars');
  const errorId = `sf-rating-error${useId().replace(/:/g, '')}`;
  const photoPart = photo.field && <PhotoMessages field={photo.field} status={photo.status} error={photo.error} />;
  if (!island || !select) return photoPart;
  const legend = select.labels?.[0]?.textContent?.trim() ?? '';
  const labels = ratingLabels();
  const stars = createPortal(
    <>
      <fieldset className="sf-stars">
        <legend className="sf-stars__legend">{legend}</legend>
        {labels.map((label, index) => (
          <label key={label} className={`sf-stars__star${index < rating ? ' is-filled' : ''}`}>
            <input
              type="radio"
              name={`sf-rating-${select.id || select.name}`}
              value={index + 1}
              checked={rating === index + 1}
              onChange={() => choose(index + 1)}
              aria-describedby={error ? errorId : undefined}
            />
            <span className="screen-reader-text">{label}</span>
            <span className="sf-stars__icon" aria-hidden="true">
              ★
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="sf-variation-alert">
          {error}
        </p>
      )}
    </>,
    island,
  );
  return (
    <>
      {stars}
      {photoPart}
    </>
  );
}

/**
 * The photo's progress (a polite status, always there so that each change is read) and its
 * error (an alert, named by the file input while it shows), after the field's hint.
 */
function PhotoMessages({ field, status, error }: { field: PhotoField; status: string; error: string }) {
  const island = useIsland(field.input.parentElement?.querySelector('.comment-form-photo__hint') ?? field.input, 'afterend', 'sf-review-form__photo');
  const errorId = `sf-photo-error${useId().replace(/:/g, '')}`;
  // With the alert's commit, so the input names it as soon as it shows.
  useLayoutEffect(() => {
    const { input } = field;
    const described = input.getAttribute('aria-describedby');
    if (!error) return;
    input.setAttribute('aria-describedby', `${described ?? ''} ${errorId}`.trim());
    input.setAttribute('aria-invalid', 'true');
    return () => {
      if (described === null) input.removeAttribute('aria-describedby');
      else input.setAttribute('aria-describedby', described);
      input.removeAttribute('aria-invalid');
    };
  }, [field, error, errorId]);
  if (!island) return null;
  return createPortal(
    <>
      <span role="status" className="sf-review-photo__status">
        {status}
      </span>
      {error && (
        <span id={errorId} role="alert" className="sf-review-photo__error sf-variation-alert">
          {error}
        </span>
      )}
    </>,
    island,
  );
}
