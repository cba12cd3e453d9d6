/** Product tabs, ratings and reviews (wp-comments-post.php). */
import { describe, expect, it } from 'vitest';
import { axeViolations, Client, dom, testShop } from '../test-helpers.ts';

const shop = testShop();

describe('tabs and reviews', () => {
  it('prints the WooCommerce tabs with every panel visible and no ARIA tab roles', async () => {
    const doc = await shop.client.pageDocument('/product/universal-frontspoiler/');
    const wrapper = doc.querySelector('sf-product-tabs > .woocommerce-tabs.wc-tabs-wrapper')!;
    const tabs = [...wrapper.querySelectorAll('ul.tabs.wc-tabs > li')];
    expect(tabs.map((li) => [li.className, li.id, li.querySelector('a')!.getAttribute('href'), li.textContent])).toEqual([
      ['description_tab', 'tab-title-description', '#tab-description', 'Beschreibung'],
      ['additional_information_tab', 'tab-title-additional_information', '#tab-additional_information', 'Zusätzliche Informationen'],
      ['reviews_tab', 'tab-title-reviews', '#tab-reviews', 'Bewertungen (3)'],
      ['product_safety_tab', 'tab-title-product_safety', '#tab-product_safety', 'Produktsicherheit'],
    ]);
    // no ARIA at all on the list items: the widget makes them role=presentation
    expect(tabs.every((li) => [...li.attributes].every((a) => !a.name.startsWith('aria-') && a.name !== 'role'))).toBe(true);
    const panels = [...wrapper.querySelectorAll(':scope > .woocommerce-Tabs-panel.panel.entry-content.wc-tab')];
    expect(panels.map((p) => p.id)).toEqual(['tab-description', 'tab-additional_information', 'tab-reviews', 'tab-product_safety']);
    expect(panels.every((p) => !p.hasAttribute('hidden') && p.classList.contains(`woocommerce-Tabs-panel--${p.id.slice(4)}`))).toBe(true);
    expect(wrapper.querySelectorAll('[role=tablist], [role=tab], [role=tabpanel], [aria-labelledby], [aria-controls]')).toHaveLength(0);
  });

  it('shows the rating summary and the seeded reviews with stars', async () => {
    const doc = await shop.client.pageDocument('/product/universal-frontspoiler/');
    const rating = doc.querySelector('.summary .woocommerce-product-rating')!;
    const stars = rating.querySelector('.star-rating[role=img]')!;
    expect(stars.getAttribute('aria-label')).toBe('Bewertet mit 4.33 von 5');
    expect(stars.querySelector('span')!.getAttribute('style')).toBe('width:86.6%');
    const link = rating.querySelector('a.woocommerce-review-link[rel=nofollow]')!;
    expect([link.getAttribute('href'), link.textContent]).toEqual(['#reviews', '(3 Kundenbewertungen)']);
    const reviews = doc.querySelector('#tab-reviews > #reviews.woocommerce-Reviews > #comments')!;
    expect(reviews.querySelector('h2.woocommerce-Reviews-title')!.textContent).toBe('3 Bewertungen für „Universal Frontspoiler“');
    const items = [...reviews.querySelectorAll('ol.commentlist > li.review')];
    expect(items.map((li) => li.id)).toEqual(['li-comment-11', 'li-comment-12', 'li-comment-13']);
    expect(items[1]!.querySelector('#comment-12.comment_container .star-rating[role=img]')!.getAttribute('aria-label')).toBe('Bewertet mit 4 von 5');
    expect(items[1]!.querySelector('.meta strong.woocommerce-review__author')!.textContent).toBe('Melanie S.');
    expect(items[1]!.querySelector('.meta time')!.getAttribute('datetime')).toBe('2025-04-02T17:40:00Z');
    expect(items[1]!.querySelector('.meta time')!.textContent).toBe('2. April 2025');
    expect(items[1]!.querySelector('.description p')!.textContent).toContain('Klebeband');
    // the review form
    const form = doc.querySelector(
      '#tab-reviews sf-review-form > #review_form_wrapper > #review_form > #respond.comment-respond form#commentform.comment-form[action="/wp-comments-post.php"][method=post]',
    )!;
    expect(doc.querySelector('#reply-title.comment-reply-title')!.textContent).toBe('Schreibe eine Bewertung für „Universal Frontspoiler“');
    const select = form.querySelector('.comment-form-rating select#rating[name=rating][required]') as HTMLSelectElement;
    expect([...select.options].map((o) => `${o.value}:${o.textContent}`)).toEqual([':Bewerten …', '5:Perfekt', '4:Gut', '3:Durchschnittlich', '2:Nicht so schlecht', '1:Sehr schlecht']);
    expect(form.querySelector('label[for=rating]')!.textContent).toBe('Deine Bewertung\u00a0*');
    expect(form.querySelector('textarea#comment[name=comment][required]')).not.toBeNull();
    expect(form.querySelector('input#author[name=author][required]')).not.toBeNull();
    expect(form.querySelector('input#email[type=email][name=email][required]')).not.toBeNull();
    expect(form.querySelector('input[type=hidden][name=comment_post_ID]')!.getAttribute('value')).toBe('101');
    expect(form.querySelector('p.form-submit input#submit.submit[type=submit][name=submit]')!.getAttribute('value')).toBe('Senden');
    // a product without reviews
    const none = await shop.client.pageDocument('/product/sitzbezuege-sport/');
    expect(none.querySelector('.woocommerce-product-rating')).toBeNull();
    expect(none.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (0)');
    expect(none.querySelector('p.woocommerce-noreviews')!.textContent).toBe('Es gibt noch keine Bewertungen.');
    expect(none.querySelector('#reply-title')!.textContent).toBe('Schreibe die erste Bewertung für „Sitzbezüge Sport“');
  });

  const valid = { rating: '1', comment: 'Hat bei mir <b>nicht</b> gepasst.', author: 'Test & Co', email: 'test@example.de', comment_post_ID: '101', comment_parent: '0', submit: 'Senden' };

  it('stores a valid review for the visitor (303 to #comment-<id>) and shows it with stars and a notice', async () => {
    const res = await shop.client.post('/wp-comments-post.php', valid);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/product\/universal-frontspoiler\/#comment-(\d+)$/);
    const id = /#comment-(\d+)$/.exec(location)![1]!;
    const { text } = await shop.client.getPage('/product/universal-frontspoiler/');
    expect(text).not.toContain('<b>nicht</b>');
    const doc = dom(text);
    expect(doc.querySelector('.woocommerce-message[role=status]')!.textContent).toBe('Deine Bewertung wurde gespeichert.');
    const mine = doc.querySelector(`li#li-comment-${id}.review`)!;
    expect(mine.querySelector(`#comment-${id} .star-rating`)!.getAttribute('aria-label')).toBe('Bewertet mit 1 von 5');
    expect(mine.querySelector('.woocommerce-review__author')!.textContent).toBe('Test & Co');
    expect(mine.querySelector('.description p')!.textContent).toBe('Hat bei mir <b>nicht</b> gepasst.');
    expect(doc.querySelector('.summary .star-rating')!.getAttribute('aria-label')).toBe('Bewertet mit 3.5 von 5');
    expect(doc.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (4)');
    // other visitors do not see it
    const other = dom((await new Client(shop.server.baseUrl).getPage('/product/universal-frontspoiler/')).text);
    expect(other.querySelector(`#li-comment-${id}`)).toBeNull();
    expect(other.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (3)');
  });

  it('answers JSON when asked', async () => {
    const ok = await shop.client.post('/wp-comments-post.php', { ...valid, comment_post_ID: '124' }, { headers: { accept: 'application/json' } });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { success: boolean; data: { redirect: string; comment_id: number } };
    expect(body.success).toBe(true);
    expect(body.data.redirect).toBe(`/product/boxenstopp-wuerstchen-im-glas/#comment-${body.data.comment_id}`);
    const bad = await shop.client.post('/wp-comments-post.php', { comment_post_ID: '124', rating: '7', comment: '', author: '', email: 'kaputt' }, { headers: { accept: 'application/json' } });
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as { success: boolean; data: { message: string; errors: { field: string; message: string }[] } };
    expect(error.success).toBe(false);
    expect(error.data.errors.map((e) => e.field)).toEqual(['rating', 'comment', 'author', 'email']);
    expect(error.data.message).toContain('Bitte gib eine gültige E-Mail-Adresse ein.');
  });

  it.each([
    [{ rating: '' }, 'Bitte wähle eine Bewertung.'],
    [{ rating: '0' }, 'Die Bewertung muss zwischen 1 und 5 Sternen liegen.'],
    [{ rating: '4.5' }, 'Die Bewertung muss zwischen 1 und 5 Sternen liegen.'],
    [{ comment: '   ' }, 'Bitte schreibe einen Text für deine Bewertung.'],
    [{ comment: 'x'.repeat(5001) } as Record<string, string>, 'Deine Bewertung ist zu lang (höchstens 5000 Zeichen).'],
    [{ author: '' }, 'Bitte gib deinen Namen ein.'],
    [{ email: '' }, 'Bitte gib deine E-Mail-Adresse ein.'],
    [{ email: 'a@b' }, 'Bitte gib eine gültige E-Mail-Adresse ein.'],
    [{ comment_post_ID: '9999' }, 'Das Produkt, zu dem die Bewertung gehört, wurde nicht gefunden.'],
    [{ comment_post_ID: '' }, 'Das Produkt, zu dem die Bewertung gehört, wurde nicht gefunden.'],
  ])('refuses %o with a German 400 page', async (change, message) => {
    const res = await shop.client.post('/wp-comments-post.php', { ...valid, ...change });
    expect(res.status).toBe(400);
    const doc = dom(await res.text());
    expect(doc.querySelector('h1')!.textContent).toBe('Deine Bewertung konnte nicht gespeichert werden');
    expect([...doc.querySelectorAll('[role=alert] ul.woocommerce-error li')].map((li) => li.textContent)).toEqual([message]);
    const back = doc.querySelector('main p a')!;
    expect(back.getAttribute('href')).toBe(change.comment_post_ID !== undefined ? '/shop/' : '/product/universal-frontspoiler/#review_form');
    const state = dom((await shop.client.getPage('/product/universal-frontspoiler/')).text);
    expect(state.querySelector('#tab-title-reviews')!.textContent).toBe('Bewertungen (3)');
  });

  it('allows POST only', async () => {
    expect((await shop.client.get('/wp-comments-post.php')).status).toBe(405);
  });
});

describe('tabs markup (axe-core in jsdom)', () => {
  it('would catch role=tab on the li around a link (why the server prints no tab roles)', async () => {
    const bad = await axeViolations(
      '<!doctype html><html lang="de"><head><title>x</title></head><body><main><ul role="tablist"><li role="tab" aria-controls="p"><a href="#p">Beschreibung</a></li></ul><div role="tabpanel" id="p"><p>x</p></div></main></body></html>',
    );
    expect(bad.join('\n')).toMatch(/nested-interactive/);
  });
});
