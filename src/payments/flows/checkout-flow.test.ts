// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutFlow, initialCheckoutFlow, type CheckoutFlowEffect, type CheckoutFlowEvent, type CheckoutFlowState } from './checkout-flow';

const checkout = initialCheckoutFlow('checkout', false);
const early = initialCheckoutFlow('checkout', true);
const payNow = initialCheckoutFlow('pay-now', false);
const click = (errors: string[] = [], validate = true, freeTrialSubmit = false, source = 'paypal'): CheckoutFlowEvent => ({ type: 'click', source, errors, validate, freeTrialSubmit });
const started = (from: CheckoutFlowState): CheckoutFlowState => ({ ...from, phase: 'started', source: 'paypal' });
const approving: CheckoutFlowState = { ...checkout, phase: 'approving', source: 'paypal', request: 2, orderId: 'O-1' };
const confirming: CheckoutFlowState = { ...approving, phase: 'confirming', request: 3, canRestart: true };
const REQUIRED = 'Rechnung: Vorname ist ein Pflichtfeld.';
const TERMS = 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen, um mit deiner Bestellung fortzufahren.';

type Row = [string, CheckoutFlowState, CheckoutFlowEvent, CheckoutFlowState, CheckoutFlowEffect[]];

describe('checkout wallet flow', () => {
  it.each<Row>([
    ['a valid click: funding source written, the popup may open', checkout, click(), started(checkout), [['clearErrors'], ['writeFundingSource', 'paypal'], ['answerClick', true]]],
    [
      'an empty required field or unticked terms: refused before the popup, the messages shown',
      checkout,
      click([REQUIRED, TERMS]),
      checkout,
      [['clearErrors'], ['answerClick', false], ['showErrors', [REQUIRED, TERMS]]],
    ],
    [
      'without basic validation the click goes on (the shop checks later)',
      checkout,
      click([REQUIRED], false),
      started(checkout),
      [['clearErrors'], ['writeFundingSource', 'paypal'], ['answerClick', true]],
    ],
    [
      'free-trial cart without plan and vault v3: the form is submitted, no popup',
      checkout,
      click([], true, true),
      checkout,
      [['clearErrors'], ['writeFundingSource', 'paypal'], ['answerClick', false], ['submitForm']],
    ],
    [
      'free trial paid by card goes on to the popup',
      checkout,
      click([], true, true, 'card'),
      { ...started(checkout), source: 'card' },
      [['clearErrors'], ['writeFundingSource', 'card'], ['answerClick', true]],
    ],
    ['a click while a payment is in flight is refused', approving, click(), approving, [['answerClick', false]]],
    [
      'checkout: the form is saved first',
      started(checkout),
      { type: 'create' },
      { ...started(checkout), phase: 'saving', request: 1 },
      [
        ['block', true],
        ['saveForm', 1],
      ],
    ],
    [
      'saved: the order is created',
      { ...started(checkout), phase: 'saving', request: 1 },
      { type: 'saved', request: 1 },
      { ...started(checkout), phase: 'creating', request: 2 },
      [['createOrder', 2, 'paypal']],
    ],
    [
      'saved with early validation: the shop validates first',
      { ...started(early), phase: 'saving', request: 1 },
      { type: 'saved', request: 1 },
      { ...started(early), phase: 'validating', request: 2 },
      [['validateForm', 2]],
    ],
    [
      'pay-now: no save, created at once',
      started(payNow),
      { type: 'create' },
      { ...started(payNow), phase: 'creating', request: 1 },
      [
        ['block', true],
        ['createOrder', 1, 'paypal'],
      ],
    ],
    [
      'pay-now with early validation: no checkout form to validate, created at once',
      started({ ...payNow, earlyValidation: true }),
      { type: 'create' },
      { ...started({ ...payNow, earlyValidation: true }), phase: 'creating', request: 1 },
      [
        ['block', true],
        ['createOrder', 1, 'paypal'],
      ],
    ],
    [
      'validation passes: created',
      { ...started(early), phase: 'validating', request: 2 },
      { type: 'validated', request: 2, answer: { ok: true, errors: [], refresh: false } },
      { ...started(early), phase: 'creating', request: 3 },
      [['createOrder', 3, 'paypal']],
    ],
    [
      'validation errors: shown, checkout_error, the payment stops',
      { ...started(early), phase: 'validating', request: 2 },
      { type: 'validated', request: 2, answer: { ok: true, errors: ['PLZ falsch'], refresh: true } },
      { ...early, request: 2, shown: true },
      [['block', false], ['showErrors', ['PLZ falsch']], ['checkoutError'], ['updateCheckout'], ['failOrder', 'form-validation-error', 'PLZ falsch']],
    ],
    [
      'validation call failed: rejected (the generic error follows)',
      { ...started(early), phase: 'validating', request: 2 },
      { type: 'validated', request: 2, answer: { ok: false, message: 'HTTP 500' } },
      { ...early, request: 2 },
      [
        ['block', false],
        ['failOrder', 'form-validation-error', 'HTTP 500'],
      ],
    ],
    [
      'created: resume order id kept, the SDK gets the order',
      { ...started(checkout), phase: 'creating', request: 2 },
      { type: 'created', request: 2, answer: { ok: true, orderId: 'O-1', customId: 'wc-77' } },
      approving,
      [
        ['writeResumeOrder', 'wc-77'],
        ['resolveOrder', 'O-1'],
      ],
    ],
    [
      "create fails: the shop's messages, checkout_error, not again as generic",
      { ...started(checkout), phase: 'creating', request: 2 },
      { type: 'created', request: 2, answer: { ok: false, notice: { html: '<ul class="woocommerce-error"><li>Nein</li></ul>' }, message: 'Nein' } },
      { ...checkout, request: 2, shown: true },
      [['block', false], ['showNotice', { html: '<ul class="woocommerce-error"><li>Nein</li></ul>' }], ['checkoutError'], ['failOrder', 'create-order-error', 'Nein']],
    ],
    ['the SDK reports an error already shown: nothing more', { ...checkout, request: 2, shown: true }, { type: 'error', error: new Error('x') }, { ...checkout, request: 2 }, []],
    ['approve → approve on the server', approving, { type: 'approve', orderId: 'O-1', canRestart: true }, confirming, [['approveOrder', 3, 'O-1', 'paypal']]],
    [
      'back from the provider app: the approval on the fresh checkout is confirmed, then placed',
      { ...checkout, resume: true },
      { type: 'approve', orderId: 'O-7', canRestart: false },
      { ...checkout, resume: true, phase: 'confirming', request: 1, orderId: 'O-7', canRestart: false },
      [['approveOrder', 1, 'O-7', 'paypal']],
    ],
    ['a repeated approve is ignored', confirming, { type: 'approve', orderId: 'O-1', canRestart: true }, confirming, []],
    ['approved: place-order is clicked (step 6)', confirming, { type: 'approved', request: 3, answer: { ok: true } }, { ...confirming, phase: 'placing' }, [['placeOrder']]],
    [
      'approved in the resume flow: hash cleaned first',
      { ...confirming, resume: true },
      { type: 'approved', request: 3, answer: { ok: true } },
      { ...confirming, resume: true, phase: 'placing' },
      [['cleanResumeHash'], ['placeOrder']],
    ],
    ['a click while placing is refused', { ...confirming, phase: 'placing' }, click(), { ...confirming, phase: 'placing' }, [['answerClick', false]]],
    [
      'declined (code 100): message, restart',
      confirming,
      { type: 'approved', request: 3, answer: { ok: false, code: 100, message: 'Karte abgelehnt.' } },
      { ...confirming, phase: 'approving' },
      [['showErrors', ['Karte abgelehnt.']], ['restart']],
    ],
    [
      'approve failure without restart: generic, buttons reload',
      { ...confirming, canRestart: false },
      { type: 'approved', request: 3, answer: { ok: false, message: '' } },
      { ...checkout, request: 3 },
      [['block', false], ['showGenericError'], ['reloadButtons']],
    ],
    ['the restart fails: generic error', { ...confirming, phase: 'approving' }, { type: 'restart-failed' }, { ...checkout, request: 3 }, [['block', false], ['showGenericError'], ['reloadButtons']]],
    ['cancel: unblocked', approving, { type: 'cancel' }, { ...checkout, request: 2 }, [['block', false]]],
    ['cancel in the resume flow: buttons reloaded', { ...approving, resume: true }, { type: 'cancel' }, { ...checkout, request: 2, resume: true }, [['block', false], ['reloadButtons']]],
    ['back from the provider app cancelled: the resumed button renders again', { ...checkout, resume: true }, { type: 'cancel' }, { ...checkout, resume: true }, [['reloadButtons']]],
    ['a cancel on an idle checkout not in the resume flow is not ours', checkout, { type: 'cancel' }, checkout, []],
    ['provider error: generic, buttons reload', approving, { type: 'error', error: new Error('x') }, { ...checkout, request: 2 }, [['block', false], ['showGenericError'], ['reloadButtons']]],
    ['placing failed on the shop: the buttons take a click again', { ...confirming, phase: 'placing' }, { type: 'checkout-error' }, { ...checkout, request: 3 }, []],
  ])('%s', (_name, state, event, nextState, effects) => expect(checkoutFlow(state, event)).toEqual({ state: nextState, effects }));

  it('validation before the popup: no order is asked for while fields are missing', () => {
    const step = checkoutFlow(checkout, click([REQUIRED]));
    expect(step.effects).toContainEqual(['answerClick', false]);
    expect(checkoutFlow(step.state, { type: 'create' }).effects).toEqual([['failOrder', 'create-order-error', 'A payment is already in progress.']]);
  });
});
