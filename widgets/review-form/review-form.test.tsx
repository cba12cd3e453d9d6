import { fireEvent, waitFor } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import './element';

const form = `<sf-review-form><div id="review_form_wrapper"><form action="/wp-comments-post.php" method="post" id="commentform">
  <div class="comment-form-rating"><label for="rating">Deine Bewertung *</label><select name="rating" id="rating" required><option value="">Bewerten …</option><option value="5">Perfekt</option><option value="4">Gut</option><option value="3">Durchschnittlich</option><option value="2">Nicht so schlecht</option><option value="1">Sehr schlecht</option></select></div>
  <p><label for="comment">Deine Rezension</label><textarea id="comment" name="comment" required>Passt gut.</textarea></p>
  <input type="submit" id="submit" value="Senden"></form></div></sf-review-form>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-review-form[data-sf-upgraded]')).not.toBeNull());
const stars = () => [...document.querySelectorAll<HTMLInputElement>('.sf-stars input[type="radio"]')];

describe('sf-review-form', () => {
  beforeEach(() => {
    Object.assign(window, {
      wc_single_product_params: {
        review_rating_required: 'yes',
        i18n_required_rating_text: 'Bitte wähle eine Bewertung',
        i18n_rating_options: ['1 von 5 Sternen', '2 von 5 Sternen', '3 von 5 Sternen', '4 von 5 Sternen', '5 von 5 Sternen'],
      },
    });
  });

  it('offers five named stars in a group labelled like the select', async () => {
    document.body.innerHTML = form;
    await upgraded();
    await waitFor(() => expect(stars()).toHaveLength(5));
    expect(stars().map((star) => star.closest('label')!.querySelector('.screen-reader-text')!.textContent)).toEqual([
      '1 von 5 Sternen',
      '2 von 5 Sternen',
      '3 von 5 Sternen',
      '4 von 5 Sternen',
      '5 von 5 Sternen',
    ]);
    expect(document.querySelector('.sf-stars legend')!.textContent).toBe('Deine Bewertung *');
  });

  it('a chosen star sets the select the form posts', async () => {
    document.body.innerHTML = form;
    await upgraded();
    await waitFor(() => expect(stars()).toHaveLength(5));
    fireEvent.click(stars()[3]);
    expect(document.querySelector<HTMLSelectElement>('#rating')!.value).toBe('4');
    await waitFor(() => expect(document.querySelectorAll('.sf-stars__star.is-filled')).toHaveLength(4));
  });

  it('stops sending without a rating and says why', async () => {
    document.body.innerHTML = form;
    await upgraded();
    await waitFor(() => expect(stars()).toHaveLength(5));
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.body.addEventListener('submit', sent);
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('Bitte wähle eine Bewertung'));
    expect(sent).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(stars()[0]);
    fireEvent.click(stars()[4]);
    document.querySelector<HTMLInputElement>('#submit')!.click();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
