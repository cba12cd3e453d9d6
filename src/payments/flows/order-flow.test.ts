// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialOrderFlow, orderFlow, type OrderFlowEffect, type OrderFlowEvent, type OrderFlowState } from './order-flow';

const REDIRECT = 'http://shop.test/checkout/';
const RECEIVED = 'http://shop.test/checkout/order-received/7/?key=wc_order_x';
const product = initialOrderFlow('product', REDIRECT);
const cart = initialOrderFlow('cart', REDIRECT);
const started = (from: OrderFlowState): OrderFlowState => ({ ...from, phase: 'started', source: 'paypal' });
const approving: OrderFlowState = { ...cart, phase: 'approving', source: 'paypal', request: 1, orderId: 'O-1' };
const confirming: OrderFlowState = { ...approving, phase: 'confirming', request: 2, canRestart: true };
const changingCart: OrderFlowState = { ...started(product), phase: 'changing-cart', request: 1, cartChanged: true };
const productApproving: OrderFlowState = { ...changingCart, phase: 'approving', request: 2, orderId: 'O-1' };

type Row = [string, OrderFlowState, OrderFlowEvent, OrderFlowState, OrderFlowEffect[]];

describe('order flow: product page, cart, mini-cart', () => {
  it.each<Row>([
    [
      'a click starts a payment: earlier errors go, the popup may open',
      cart,
      { type: 'click', source: 'paylater' },
      { ...cart, phase: 'started', source: 'paylater' },
      [['clearErrors'], ['answerClick', true]],
    ],
    ['a second click while one is in flight opens no popup', approving, { type: 'click', source: 'paypal' }, approving, [['answerClick', false]]],
    ['nor while the shop approves', confirming, { type: 'click', source: 'paypal' }, confirming, [['answerClick', false]]],
    ['cart: the order is created at once', started(cart), { type: 'create' }, { ...started(cart), phase: 'creating', request: 1 }, [['createOrder', 1, 'paypal']]],
    [
      'mini-cart likewise',
      started(initialOrderFlow('mini-cart', REDIRECT)),
      { type: 'create' },
      { ...started(initialOrderFlow('mini-cart', REDIRECT)), phase: 'creating', request: 1 },
      [['createOrder', 1, 'paypal']],
    ],
    [
      'product page: the cart is changed to the product first',
      started(product),
      { type: 'create' },
      { ...started(product), phase: 'changing-cart', request: 1, cartChanged: true },
      [['changeCart', 1]],
    ],
    ['then the order is created', changingCart, { type: 'cart-changed', request: 1, answer: { ok: true } }, { ...changingCart, phase: 'creating', request: 2 }, [['createOrder', 2, 'paypal']]],
    [
      'change_cart fails: createOrder rejects with its message (logged; the SDK reports it); the cart is restored (a lost answer may have changed it)',
      changingCart,
      { type: 'cart-changed', request: 1, answer: { ok: false, message: 'Nicht vorrätig' } },
      { ...started(product), phase: 'idle', request: 1 },
      [['failOrder', 'Nicht vorrätig'], ['restoreCart']],
    ],
    [
      'product page, create fails after the cart change: rejected, and the cart is restored at once',
      { ...changingCart, phase: 'creating', request: 2 },
      { type: 'created', request: 2, answer: { ok: false, message: 'Kaputt' } },
      { ...started(product), phase: 'idle', request: 2 },
      [['failOrder', 'Kaputt'], ['restoreCart']],
    ],
    [
      'product page, then the SDK reports that failure: the generic error, no second restore',
      { ...started(product), phase: 'idle', request: 2 },
      { type: 'error', error: new Error('Kaputt') },
      { ...product, request: 2 },
      [['showGenericError']],
    ],
    [
      'product page, provider error in the popup: the generic error and the cart restored',
      productApproving,
      { type: 'error', error: new Error('x') },
      { ...product, request: 2 },
      [['showGenericError'], ['restoreCart']],
    ],
    ['product page, cancel: the cart restored (which shows it again)', productApproving, { type: 'cancel' }, { ...product, request: 2 }, [['restoreCart']]],
    ['product page, cancel while the cart is being changed: restored', changingCart, { type: 'cancel' }, { ...product, request: 1 }, [['restoreCart']]],
    [
      'product page, approve failure without restart: the cart restored',
      { ...productApproving, phase: 'confirming', request: 3, canRestart: false },
      { type: 'approved', request: 3, answer: { ok: false, message: 'x' } },
      { ...product, request: 3 },
      [['showGenericError'], ['restoreCart']],
    ],
    [
      'product page, approve failure with restart: the buy-now cart stays for the new approval',
      { ...productApproving, phase: 'confirming', request: 3, canRestart: true },
      { type: 'approved', request: 3, answer: { ok: false, code: 5, message: 'x' } },
      { ...productApproving, request: 3, canRestart: true },
      [['showGenericError'], ['restart']],
    ],
    [
      'product page, the restart fails: the cart restored',
      { ...productApproving, request: 3, canRestart: true },
      { type: 'restart-failed' },
      { ...product, request: 3 },
      [['showGenericError'], ['restoreCart']],
    ],
    [
      'product page, approved: the shop restores the cart itself, the page leaves',
      { ...productApproving, phase: 'confirming', request: 3, canRestart: true },
      { type: 'approved', request: 3, answer: { ok: true } },
      { ...productApproving, phase: 'leaving', request: 3, canRestart: true },
      [['leave', REDIRECT, 200]],
    ],
    [
      'a repeated createOrder makes no second order',
      { ...started(cart), phase: 'creating', request: 1 },
      { type: 'create' },
      { ...started(cart), phase: 'creating', request: 1 },
      [['failOrder', 'A payment is already in progress.']],
    ],
    [
      'created: the SDK gets its order id',
      { ...started(cart), phase: 'creating', request: 1 },
      { type: 'created', request: 1, answer: { ok: true, orderId: 'O-1' } },
      approving,
      [['resolveOrder', 'O-1']],
    ],
    [
      'create fails: rejected with the message',
      { ...started(cart), phase: 'creating', request: 1 },
      { type: 'created', request: 1, answer: { ok: false, message: 'Kaputt' } },
      { ...started(cart), phase: 'idle', request: 1 },
      [['failOrder', 'Kaputt']],
    ],
    [
      'an answer to an earlier request is ignored',
      { ...started(cart), phase: 'creating', request: 2 },
      { type: 'created', request: 1, answer: { ok: true, orderId: 'O-0' } },
      { ...started(cart), phase: 'creating', request: 2 },
      [],
    ],
    ['approve: the shop approves the order', approving, { type: 'approve', orderId: 'O-1', canRestart: true }, confirming, [['approveOrder', 2, 'O-1', 'paypal']]],
    ['a repeated approve is the same approval (one order)', confirming, { type: 'approve', orderId: 'O-1', canRestart: true }, confirming, []],
    ['an approve for another order is not ours', approving, { type: 'approve', orderId: 'O-9', canRestart: true }, approving, []],
    [
      'approved: the order-received page after 200 ms',
      confirming,
      { type: 'approved', request: 2, answer: { ok: true, orderReceivedUrl: RECEIVED } },
      { ...confirming, phase: 'leaving' },
      [['leave', RECEIVED, 200]],
    ],
    ['approved without a url: the configured redirect', confirming, { type: 'approved', request: 2, answer: { ok: true } }, { ...confirming, phase: 'leaving' }, [['leave', REDIRECT, 200]]],
    [
      'approved in the resume flow: the hash is cleaned first',
      { ...confirming, resume: true },
      { type: 'approved', request: 2, answer: { ok: true } },
      { ...confirming, resume: true, phase: 'leaving' },
      [['cleanResumeHash'], ['leave', REDIRECT, 200]],
    ],
    [
      "approve failure code 100: the shop's message, then the payment restarts",
      confirming,
      { type: 'approved', request: 2, answer: { ok: false, code: 100, message: 'Karte abgelehnt.' } },
      { ...confirming, phase: 'approving' },
      [['showErrors', ['Karte abgelehnt.']], ['restart']],
    ],
    [
      'another code: the generic error, then the restart',
      confirming,
      { type: 'approved', request: 2, answer: { ok: false, code: 5, message: 'intern' } },
      { ...confirming, phase: 'approving' },
      [['showGenericError'], ['restart']],
    ],
    [
      'no restart offered: generic error, a new payment can start',
      { ...confirming, canRestart: false },
      { type: 'approved', request: 2, answer: { ok: false, message: 'x' } },
      { ...cart, request: 2 },
      [['showGenericError']],
    ],
    ['the restart fails: the generic error again', { ...confirming, phase: 'approving' }, { type: 'restart-failed' }, { ...cart, request: 2 }, [['showGenericError']]],
    [
      'after the restart the new approval goes to the shop',
      { ...confirming, phase: 'approving' },
      { type: 'approve', orderId: 'O-1', canRestart: true },
      { ...confirming, request: 3 },
      [['approveOrder', 3, 'O-1', 'paypal']],
    ],
    [
      'back from the provider app: its approval goes to the shop on the fresh page',
      { ...cart, resume: true },
      { type: 'approve', orderId: 'O-7', canRestart: false },
      { ...cart, resume: true, phase: 'confirming', request: 1, orderId: 'O-7', canRestart: false },
      [['approveOrder', 1, 'O-7', 'paypal']],
    ],
    ['an approve on an idle page not in the resume flow is not ours', cart, { type: 'approve', orderId: 'O-7', canRestart: false }, cart, []],
    ['cancel: the cart is shown again, a new payment can start', approving, { type: 'cancel' }, { ...cart, request: 1 }, [['refreshCart']]],
    ['cancel in the resume flow reloads the buttons', { ...approving, resume: true }, { type: 'cancel' }, { ...cart, request: 1, resume: true }, [['refreshCart'], ['reloadButtons']]],
    ['back from the provider app cancelled: the resumed button renders again (it drew nothing)', { ...cart, resume: true }, { type: 'cancel' }, { ...cart, resume: true }, [['reloadButtons']]],
    ['a cancel on an idle page not in the resume flow is not ours', cart, { type: 'cancel' }, cart, []],
    ['a cancel after the approval changes nothing', { ...confirming, phase: 'leaving' }, { type: 'cancel' }, { ...confirming, phase: 'leaving' }, []],
    ['provider error: the generic error', approving, { type: 'error', error: new Error('x') }, { ...cart, request: 1 }, [['showGenericError']]],
    ['an error once leaving is not shown', { ...confirming, phase: 'leaving' }, { type: 'error', error: new Error('x') }, { ...confirming, phase: 'leaving' }, []],
  ])('%s', (_name, state, event, nextState, effects) => expect(orderFlow(state, event)).toEqual({ state: nextState, effects }));

  const booking = initialOrderFlow('product', REDIRECT, false, true);
  const bookingChanging: OrderFlowState = { ...started(booking), phase: 'changing-cart', request: 1, cartChanged: true };
  const bookingApproving: OrderFlowState = { ...bookingChanging, phase: 'approving', request: 2, orderId: 'O-1' };
  const FULL = 'Sonntags ist die Werkstatt geschlossen. Bitte wähle einen anderen Tag.';

  // Spec §4 Cancel and §8 Button error for booking products (WooCommerce Bookings).
  it.each<Row>([
    [
      'only a product page knows booking products',
      initialOrderFlow('cart', REDIRECT, false, true),
      { type: 'click', source: 'paypal' },
      { ...cart, phase: 'started', source: 'paypal' },
      [['clearErrors'], ['answerClick', true]],
    ],
    ['a booking changes the cart first like any product', started(booking), { type: 'create' }, bookingChanging, [['changeCart', 1]]],
    ['cancel: the lines added for this payment leave the cart (no restore, no second refresh)', bookingApproving, { type: 'cancel' }, { ...booking, request: 2 }, [['removeAddedItems']]],
    [
      'cancel in the resume flow: removed, and the buttons reload',
      { ...bookingApproving, resume: true },
      { type: 'cancel' },
      { ...booking, request: 2, resume: true },
      [['removeAddedItems'], ['reloadButtons']],
    ],
    [
      'the shop refuses the booking: createOrder rejects, its message kept for the error that follows; the cart was not changed, yet a lost answer may have: removed',
      bookingChanging,
      { type: 'cart-changed', request: 1, answer: { ok: false, message: FULL, refused: true } },
      { ...started(booking), phase: 'idle', request: 1, refusal: FULL },
      [['failOrder', FULL], ['removeAddedItems']],
    ],
    [
      "then the SDK's error: the shop's message, not the generic one; it is shown once",
      { ...started(booking), phase: 'idle', request: 1, refusal: FULL },
      { type: 'error', error: new Error(FULL) },
      { ...booking, request: 1 },
      [['showErrors', [FULL]]],
    ],
    [
      'a failure that is no refusal (offline): the generic error',
      bookingChanging,
      { type: 'cart-changed', request: 1, answer: { ok: false, message: 'Failed to fetch' } },
      { ...started(booking), phase: 'idle', request: 1 },
      [['failOrder', 'Failed to fetch'], ['removeAddedItems']],
    ],
    [
      'create_order refused after the cart change: the lines leave the cart, the message kept',
      { ...bookingChanging, phase: 'creating', request: 2 },
      { type: 'created', request: 2, answer: { ok: false, message: 'Sitzung abgelaufen.', refused: true } },
      { ...started(booking), phase: 'idle', request: 2, refusal: 'Sitzung abgelaufen.' },
      [['failOrder', 'Sitzung abgelaufen.'], ['removeAddedItems']],
    ],
    [
      'a provider error in the popup: generic (no refusal of the shop), the lines removed',
      bookingApproving,
      { type: 'error', error: new Error('x') },
      { ...booking, request: 2 },
      [['showGenericError'], ['removeAddedItems']],
    ],
    ['a new click forgets an old refusal', { ...booking, refusal: FULL }, { type: 'click', source: 'paypal' }, started(booking), [['clearErrors'], ['answerClick', true]]],
    [
      'not a booking: a refusal still shows the generic error',
      { ...started(product), phase: 'idle', request: 1 },
      { type: 'error', error: new Error(FULL) },
      { ...product, request: 1 },
      [['showGenericError']],
    ],
    [
      'approved: the shop takes the paid lines out itself, the page leaves',
      { ...bookingApproving, phase: 'confirming', request: 3, canRestart: true },
      { type: 'approved', request: 3, answer: { ok: true } },
      { ...bookingApproving, phase: 'leaving', request: 3, canRestart: true },
      [['leave', REDIRECT, 200]],
    ],
  ])('booking product: %s', (_name, state, event, nextState, effects) => expect(orderFlow(state, event)).toEqual({ state: nextState, effects }));

  it('a double click and a double approve make one order and one approval', () => {
    let state = product;
    const calls: OrderFlowEffect[] = [];
    const send = (event: OrderFlowEvent) => {
      const step = orderFlow(state, event);
      state = step.state;
      calls.push(...step.effects);
    };
    send({ type: 'click', source: 'paypal' });
    send({ type: 'click', source: 'paypal' });
    send({ type: 'create' });
    send({ type: 'cart-changed', request: 1, answer: { ok: true } });
    send({ type: 'created', request: 2, answer: { ok: true, orderId: 'O-1' } });
    send({ type: 'approve', orderId: 'O-1', canRestart: true });
    send({ type: 'approve', orderId: 'O-1', canRestart: true });
    send({ type: 'approved', request: 3, answer: { ok: true, orderReceivedUrl: RECEIVED } });
    send({ type: 'click', source: 'paypal' });
    expect(calls.filter(([method]) => ['changeCart', 'createOrder', 'approveOrder', 'leave'].includes(method))).toEqual([
      ['changeCart', 1],
      ['createOrder', 2, 'paypal'],
      ['approveOrder', 3, 'O-1', 'paypal'],
      ['leave', RECEIVED, 200],
    ]);
    expect(calls.filter(([method, accepted]) => method === 'answerClick' && !accepted)).toHaveLength(2);
  });
});
