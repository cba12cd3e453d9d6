import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeShop, json } from '../../src/test/fake-shop';
import './element';

const MEDIA = '/wp-json/wp/v2/media';
const POST_PROCESS_FAILED = 'Das Hochladen der Mediendatei ist fehlgeschlagen. Wenn es sich um ein Foto oder ein großes Bild handelt, verkleinere es bitte und versuche es erneut.';

/** The demo's review form for a signed-in visitor (demo-server/product/product-page.ts), with a rating already chosen. */
const form = `<sf-review-form><div id="review_form_wrapper"><form action="/wp-comments-post.php" method="post" id="commentform">
  <div class="comment-form-rating"><label for="rating">Deine Bewertung *</label><select name="rating" id="rating" required><option value="">Bewerten …</option><option value="5" selected>Perfekt</option><option value="1">Sehr schlecht</option></select></div>
  <p><label for="comment">Deine Rezension</label><textarea id="comment" name="comment" required>Passt gut.</textarea></p>
  <p class="comment-form-photo" hidden><label for="review-photo">Foto (optional)</label> <input type="file" id="review-photo" accept="image/jpeg,image/png,image/webp" data-max-bytes="2097152" aria-describedby="review-photo-hint"> <span id="review-photo-hint">JPG, PNG oder WebP, höchstens 2 MB.</span><input type="hidden" name="review_photo_id" value=""></p>
  <input type="submit" name="submit" id="submit" value="Senden"></form></div></sf-review-form>`;

const photoInput = () => document.querySelector<HTMLInputElement>('#review-photo')!;
const photoId = () => document.querySelector<HTMLInputElement>('[name="review_photo_id"]')!.value;
const alertText = () => document.querySelector('.sf-review-photo__error[role="alert"]')?.textContent;

function choose(file: File) {
  Object.defineProperty(photoInput(), 'files', { value: [file], configurable: true });
  fireEvent.change(photoInput());
}
const photo = (size = 1000, type = 'image/jpeg') => new File([new Uint8Array(size)], 'spoiler.jpg', { type });
const attachment = (id: number) => ({ id, source_url: `http://shop.test/wp-content/uploads/sf-media/${id}.jpg`, media_type: 'image' });
/** WordPress after PHP died making sub-sizes: 500, the stored attachment named in a header. */
const subsizesFailed = (id: number) =>
  new Response(JSON.stringify({ code: 'internal_server_error', message: '<p>Es gab einen kritischen Fehler auf dieser Website.</p>', data: { status: 500 } }), {
    status: 500,
    headers: { 'Content-Type': 'application/json', 'X-WP-Upload-Attachment-ID': String(id) },
  });
/** The fake shop, with each request's body kept as text (the fake reads a copy; ky's own is spent by then). */
function shop(routes: Parameters<typeof installFakeShop>[0]) {
  const fake = installFakeShop(routes);
  const bodies: string[] = [];
  const answer = fake.fetchMock.getMockImplementation()!;
  fake.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(await (input as Request).clone().text());
    return answer(input, init);
  });
  return Object.assign(fake, { bodies });
}

/** The requests as sent (method, path, override header), in order. */
const sent = (fake: ReturnType<typeof shop>) =>
  fake.fetchMock.mock.calls.map(([input]) => {
    const request = input as Request;
    return {
      method: request.method,
      path: new URL(request.url).pathname + new URL(request.url).search,
      override: request.headers.get('X-HTTP-Method-Override'),
      nonce: request.headers.get('X-WP-Nonce'),
    };
  });

describe('sf-review-form: the review photo', () => {
  let posted: ReturnType<typeof vi.fn<(event: Event) => void>>;
  let fake: ReturnType<typeof shop> | undefined;
  let listening: AbortController;
  beforeEach(async () => {
    Object.assign(window, { wc_single_product_params: { review_rating_required: 'yes' }, wpApiSettings: { root: '/wp-json/', nonce: 'abc123def0' } });
    document.body.innerHTML = form;
    posted = vi.fn((event: Event) => event.preventDefault());
    listening = new AbortController();
    document.body.addEventListener('submit', posted, { signal: listening.signal });
    await waitFor(() => expect(document.querySelector('sf-review-form[data-sf-upgraded]')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('.comment-form-photo')!.hasAttribute('hidden')).toBe(false));
  });
  afterEach(() => {
    listening.abort();
    fake?.restore();
    fake = undefined;
    delete (window as { wpApiSettings?: unknown }).wpApiSettings;
  });

  it('uploads the photo with the nonce, puts its id into review_photo_id, then sends the form once', async () => {
    fake = shop({ [MEDIA]: () => json(attachment(42), 201) });
    choose(photo());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(photoId()).toBe('42');
    expect(sent(fake)).toEqual([{ method: 'POST', path: MEDIA, override: null, nonce: 'abc123def0' }]);
    expect(fake.bodies[0]).toMatch(/Content-Disposition: form-data; name="file"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    await waitFor(() => expect(document.querySelector('.sf-review-photo__status')!.textContent).toBe('Foto hochgeladen. Deine Bewertung wird gesendet.'));
  });

  it('mends a failed sub-size step with post-process calls and sends the form when one succeeds', async () => {
    let attempts = 0;
    fake = shop({
      [MEDIA]: () => subsizesFailed(7),
      [`${MEDIA}/7/post-process`]: () => (++attempts < 3 ? subsizesFailed(7) : json(attachment(7))),
    });
    choose(photo());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(photoId()).toBe('7');
    expect(sent(fake).map((r) => r.path)).toEqual([MEDIA, `${MEDIA}/7/post-process`, `${MEDIA}/7/post-process`, `${MEDIA}/7/post-process`]);
    expect(JSON.parse(fake.bodies[1])).toEqual({ action: 'create-image-subsizes' });
  });

  it('after five failed post-process calls deletes the attachment (POST with X-HTTP-Method-Override) and says so in German; nothing is sent', async () => {
    fake = shop({
      [MEDIA]: () => subsizesFailed(7),
      [`${MEDIA}/7/post-process`]: () => subsizesFailed(7),
      [`${MEDIA}/7`]: () => json({ deleted: true, previous: attachment(7) }),
    });
    choose(photo());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(alertText()).toBe(POST_PROCESS_FAILED));
    await waitFor(() => expect(sent(fake!)).toHaveLength(7));
    expect(sent(fake)).toEqual([
      { method: 'POST', path: MEDIA, override: null, nonce: 'abc123def0' },
      ...Array.from({ length: 5 }, () => ({ method: 'POST', path: `${MEDIA}/7/post-process`, override: null, nonce: 'abc123def0' })),
      { method: 'POST', path: `${MEDIA}/7?force=true`, override: 'DELETE', nonce: 'abc123def0' },
    ]);
    expect(posted).not.toHaveBeenCalled();
    expect(photoId()).toBe('');
    expect(document.activeElement).toBe(photoInput());
    expect(photoInput().getAttribute('aria-invalid')).toBe('true');
    expect(photoInput().getAttribute('aria-describedby')).toBe(`review-photo-hint ${alertText() && document.querySelector('.sf-review-photo__error')!.id}`);
    expect(document.querySelector<HTMLTextAreaElement>('#comment')!.value).toBe('Passt gut.');
    // Another photo clears the message; sending without one goes as before.
    Object.defineProperty(photoInput(), 'files', { value: [], configurable: true });
    fireEvent.change(photoInput());
    await waitFor(() => expect(alertText()).toBeUndefined());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('shows the shop’s refusal (a REST error) and sends nothing', async () => {
    fake = shop({
      [MEDIA]: () => json({ code: 'rest_cannot_create', message: 'Du bist leider nicht berechtigt, Dateien auf dieser Website hochzuladen.', data: { status: 401 } }, 401),
    });
    choose(photo());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(alertText()).toBe('Du bist leider nicht berechtigt, Dateien auf dieser Website hochzuladen.'));
    expect(sent(fake)).toHaveLength(1);
    expect(posted).not.toHaveBeenCalled();
  });

  it.each([
    ['a file of another type', photo(10, 'application/pdf'), 'Diese Datei ist kein Foto, das der Shop annimmt. Bitte wähle ein Bild in einem der genannten Formate.'],
    ['a photo over the bound', photo(2097153), 'Das Foto ist zu groß (höchstens 2 MB). Bitte verkleinere es und versuche es erneut.'],
  ])('refuses %s when chosen and on send, without a request', async (_name, file, message) => {
    fake = shop({});
    choose(file);
    await waitFor(() => expect(alertText()).toBe(message));
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(document.activeElement).toBe(photoInput()));
    expect(alertText()).toBe(message);
    expect(fake.fetchMock).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
  });

  it('a second send while the photo uploads sends nothing more', async () => {
    let answer!: (response: Response) => void;
    fake = shop({ [MEDIA]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    choose(photo());
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(document.querySelector('.sf-review-photo__status')!.textContent).toBe('Foto wird hochgeladen …'));
    document.querySelector<HTMLInputElement>('#submit')!.click();
    await waitFor(() => expect(fake!.fetchMock).toHaveBeenCalledTimes(1));
    answer(json(attachment(9), 201));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(fake.fetchMock).toHaveBeenCalledTimes(1);
  });
});
