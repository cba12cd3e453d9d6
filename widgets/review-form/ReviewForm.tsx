import { useId } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { ratingLabels, useReviewForm } from './use-review-form';

/**
 * Star picker for the review form: a native radio group (arrow keys choose, one tab stop),
 * each star named '1 von 5 Sternen' … '5 von 5 Sternen'. The legend takes the text of the
 * select's label, which is hidden with the select once upgraded.
 */
export function ReviewForm({ container }: WidgetProps) {
  const { select, rating, error, choose } = useReviewForm(container);
  const island = useIsland(select, 'afterend', 'sf-review-form__stars');
  const errorId = `sf-rating-error${useId().replace(/:/g, '')}`;
  if (!island || !select) return null;
  const legend = select.labels?.[0]?.textContent?.trim() ?? '';
  const labels = ratingLabels();
  return createPortal(
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
            <span className="sf-stars__icon" aria-hidden="true">★</span>
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
}
