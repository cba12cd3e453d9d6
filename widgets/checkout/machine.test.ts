// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrderReviewResult, PlaceOrderResult } from '../../src/checkout/contracts';
import { checkoutMachine, INITIAL_CHECKOUT_STATE, type CheckoutEffect, type CheckoutEvent, type CheckoutState } from './machine';

const machine = checkoutMachine();
const idle = INITIAL_CHECKOUT_STATE;
const placing: CheckoutState = { ...idle, order: 'placing', request: 1 };
const reviewing: CheckoutState = { ...idle, review: 1, reviewing: true };

const placed: PlaceOrderResult = { kind: 'placed', redirect: 'http://shop.test/checkout/order-received/7/?key=wc_order_x' };
const refused = (messages = '<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>', refresh = false, reload = false): PlaceOrderResult => ({ kind: 'refused', messages, refresh, reload });
const failed = (reason: 'timeout' | 'offline' | 'http' | 'invalid_json' | 'aborted', status?: number) => ({ kind: 'failed' as const, ok: false as const, reason, status, message: '' });
const updated: OrderReviewResult = { kind: 'updated', fragments: { '.woocommerce-checkout-review-order-table': '<table></table>' }, messages: '' };

const PLACE_FAILED = 'Deine Bestellung konnte nicht abgeschlossen werden. Bitte versuche es erneut.';
const TIMEOUT = 'Der Shop hat nicht rechtzeitig geantwortet. Deine Bestellung ist möglicherweise trotzdem eingegangen: Bitte sieh in deinem E-Mail-Postfach nach, bevor du erneut bestellst.';
const OFFLINE = 'Deine Bestellung konnte nicht gesendet werden. Du bist vermutlich offline: Bitte prüfe deine Verbindung und versuche es erneut.';
const REVIEW_FAILED = 'Die Bestellübersicht konnte nicht aktualisiert werden. Bitte prüfe deine Angaben und versuche es erneut.';

describe('placing the order', () => {
  it.each<[string, CheckoutState, CheckoutEvent, CheckoutState, CheckoutEffect[]]>([
    [
      'a valid submit places it',
      idle,
      { type: 'submit', errors: [] },
      placing,
      [
        ['busy', true],
        ['send', 1],
      ],
    ],
    [
      'field errors: shown, nothing sent',
      idle,
      { type: 'submit', errors: ['Rechnung: Vorname ist ein Pflichtfeld.'] },
      idle,
      [['showNotices', { errors: ['Rechnung: Vorname ist ein Pflichtfeld.'] }]],
    ],
    ['a second submit while placing sends nothing (double click, Enter twice)', placing, { type: 'submit', errors: [] }, placing, []],
    ['not even its errors while placing', placing, { type: 'submit', errors: ['x'] }, placing, []],
    ['nor while leaving for the redirect', { ...placing, order: 'leaving' }, { type: 'submit', errors: [] }, { ...placing, order: 'leaving' }, []],
    [
      'success: off to the redirect, the button stays busy',
      placing,
      { type: 'placed', request: 1, result: placed },
      { ...placing, order: 'leaving' },
      [['navigate', placed.kind === 'placed' ? placed.redirect : '']],
    ],
    [
      "refused: the shop's messages, the button usable again",
      placing,
      { type: 'placed', request: 1, result: refused() },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { html: '<ul class="woocommerce-error" role="alert"><li>Fehler</li></ul>' }],
      ],
    ],
    [
      'refused without messages: a generic one',
      placing,
      { type: 'placed', request: 1, result: refused('') },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { errors: [PLACE_FAILED] }],
      ],
    ],
    [
      'refused with refresh: messages, then a new review',
      placing,
      { type: 'placed', request: 1, result: refused('<p>x</p>', true) },
      { ...placing, order: 'idle', review: 1, reviewing: true },
      [
        ['busy', false],
        ['showNotices', { html: '<p>x</p>' }],
        ['reviewBusy', true],
        ['sendReview', 1],
      ],
    ],
    ['refused with reload: only the reload', placing, { type: 'placed', request: 1, result: refused('<p>x</p>', true, true) }, { ...placing, order: 'leaving' }, [['reload']]],
    [
      'timeout: it may have gone through',
      placing,
      { type: 'placed', request: 1, result: failed('timeout') },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { errors: [TIMEOUT] }],
      ],
    ],
    [
      'offline',
      placing,
      { type: 'placed', request: 1, result: failed('offline') },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { errors: [OFFLINE] }],
      ],
    ],
    [
      '500',
      placing,
      { type: 'placed', request: 1, result: failed('http', 500) },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { errors: [PLACE_FAILED] }],
      ],
    ],
    [
      'invalid JSON',
      placing,
      { type: 'placed', request: 1, result: failed('invalid_json', 200) },
      { ...placing, order: 'idle' },
      [
        ['busy', false],
        ['showNotices', { errors: [PLACE_FAILED] }],
      ],
    ],
    ['an answer to an older request is ignored', { ...placing, request: 2 }, { type: 'placed', request: 1, result: placed }, { ...placing, request: 2 }, []],
    ['an answer when not placing is ignored', idle, { type: 'placed', request: 0, result: placed }, idle, []],
    ['stop while placing frees the button', placing, { type: 'stop' }, placing, [['busy', false]]],
    ['back from the back-forward cache after leaving: the form takes a submit again', { ...placing, order: 'leaving' }, { type: 'restored' }, { ...placing, order: 'idle' }, [['busy', false]]],
    ['back while placing (the pay form posted classically): the button is free again', placing, { type: 'restored' }, { ...placing, order: 'idle' }, [['busy', false]]],
    ['restored when idle changes nothing', idle, { type: 'restored' }, idle, []],
    ['stop while reviewing aborts the review', reviewing, { type: 'stop' }, reviewing, [['abortReview']]],
  ])('%s', (_name, state, event, nextState, effects) => expect(machine(state, event)).toEqual({ state: nextState, effects }));

  it("uses the shop's own text for a refusal without messages", () => {
    expect(checkoutMachine('Fehler beim Bezahlen.')(placing, { type: 'placed', request: 1, result: refused('') }).effects).toContainEqual(['showNotices', { errors: ['Fehler beim Bezahlen.'] }]);
  });

  it('one click is one order: a burst of submits sends one request', () => {
    let state = idle;
    const sent: CheckoutEffect[] = [];
    for (let i = 0; i < 5; i++) {
      const step = machine(state, { type: 'submit', errors: [] });
      state = step.state;
      sent.push(...step.effects.filter(([method]) => method === 'send'));
    }
    expect(sent).toEqual([['send', 1]]);
    // After a failure the shopper can try again: one more request.
    state = machine(state, { type: 'placed', request: 1, result: failed('offline') }).state;
    expect(machine(state, { type: 'submit', errors: [] }).effects).toContainEqual(['send', 2]);
  });
});

describe('the order review', () => {
  it.each<[string, CheckoutState, CheckoutEvent, CheckoutState, CheckoutEffect[]]>([
    [
      'a change asks the shop',
      idle,
      { type: 'review' },
      reviewing,
      [
        ['reviewBusy', true],
        ['sendReview', 1],
      ],
    ],
    ['a newer change supersedes the running request', reviewing, { type: 'review' }, { ...reviewing, review: 2 }, [['abortReview'], ['sendReview', 2]]],
    [
      'the answer replaces the review',
      reviewing,
      { type: 'reviewed', review: 1, result: updated },
      { ...reviewing, reviewing: false },
      [
        ['reviewBusy', false],
        ['reviewAlert', ''],
        ['applyReview', (updated as { fragments: Record<string, string> }).fragments, ''],
        ['updatedCheckout', (updated as { fragments: Record<string, string> }).fragments],
      ],
    ],
    [
      "a failure answer: the fragments, then the shop's messages at the top, scrolled and focused (WooCommerce's update_checkout_action)",
      reviewing,
      { type: 'reviewed', review: 1, result: { kind: 'updated', fragments: {}, messages: '<ul class="woocommerce-error"><li>x</li></ul>', refused: true } },
      { ...reviewing, reviewing: false },
      [
        ['reviewBusy', false],
        ['reviewAlert', ''],
        ['applyReview', {}, ''],
        ['updatedCheckout', {}],
        ['showNotices', { html: '<ul class="woocommerce-error"><li>x</li></ul>', group: 'updateOrderReview' }],
      ],
    ],
    ['a superseded answer is ignored', { ...reviewing, review: 2 }, { type: 'reviewed', review: 1, result: updated }, { ...reviewing, review: 2 }, []],
    ['an aborted request says nothing', reviewing, { type: 'reviewed', review: 1, result: failed('aborted') }, reviewing, []],
    [
      'a failure keeps the page and says so',
      reviewing,
      { type: 'reviewed', review: 1, result: failed('http', 500) },
      { ...reviewing, reviewing: false },
      [
        ['reviewBusy', false],
        ['reviewAlert', REVIEW_FAILED],
      ],
    ],
    ['the shop asks for a reload', reviewing, { type: 'reviewed', review: 1, result: { kind: 'reload' } }, { ...reviewing, reviewing: false, order: 'leaving' }, [['reload']]],
    ['while placing, a review waits', placing, { type: 'review' }, { ...placing, reviewWanted: true }, []],
    [
      'placing aborts a running review and asks again afterwards',
      reviewing,
      { type: 'submit', errors: [] },
      { ...reviewing, order: 'placing', request: 1, reviewing: false, reviewWanted: true },
      [['abortReview'], ['reviewBusy', false], ['busy', true], ['send', 1]],
    ],
    [
      'the waiting review goes out when the order fails',
      { ...placing, reviewWanted: true },
      { type: 'placed', request: 1, result: failed('offline') },
      { ...placing, order: 'idle', review: 1, reviewing: true },
      [
        ['busy', false],
        ['showNotices', { errors: [OFFLINE] }],
        ['reviewBusy', true],
        ['sendReview', 1],
      ],
    ],
    ['nothing once leaving', { ...idle, order: 'leaving' }, { type: 'review' }, { ...idle, order: 'leaving' }, []],
  ])('%s', (_name, state, event, nextState, effects) => expect(machine(state, event)).toEqual({ state: nextState, effects }));
});
