/** The fake provider's order states: every transition from every state, as a table. */
import { describe, expect, it } from 'vitest';
import { FakeProvider, type ProviderOrderStatus, type ProviderPayer } from './orders.ts';

const PAYER: ProviderPayer = { payer_id: 'P1', email_address: 'erika@example.test', name: { given_name: 'Erika', surname: 'Mustermann' }, address: { country_code: 'DE' } };

type Setup = 'CREATED' | 'APPROVED' | 'APPROVED_DECLINED' | 'COMPLETED';

function orderIn(state: Setup, now: () => number = Date.now) {
  const provider = new FakeProvider(now);
  const { id } = provider.createOrder({ intent: 'CAPTURE', amount: { currency_code: 'EUR', value: '89.49' }, custom_id: 'wc-1', funding_source: 'paypal' });
  if (state !== 'CREATED') provider.approve(id, PAYER, state === 'APPROVED_DECLINED');
  if (state === 'COMPLETED') expect(provider.capture(id).ok).toBe(true);
  return { provider, id };
}

describe('FakeProvider transitions', () => {
  it.each<[Setup, 'approve' | 'decline' | 'restart' | 'update' | 'capture', ProviderOrderStatus | 'unchanged', string]>([
    ['CREATED', 'approve', 'APPROVED', 'payer set'],
    ['CREATED', 'decline', 'APPROVED', 'instrument declined'],
    ['CREATED', 'restart', 'CREATED', 'nothing to restart'],
    ['CREATED', 'update', 'CREATED', 'amount changed'],
    ['CREATED', 'capture', 'CREATED', 'ORDER_NOT_APPROVED'],
    ['APPROVED', 'approve', 'APPROVED', 'approving again changes nothing'],
    ['APPROVED', 'restart', 'CREATED', 'payer kept, can approve again'],
    ['APPROVED', 'update', 'APPROVED', 'amount changed'],
    ['APPROVED', 'capture', 'COMPLETED', 'captured'],
    ['APPROVED_DECLINED', 'capture', 'APPROVED', 'INSTRUMENT_DECLINED'],
    ['APPROVED_DECLINED', 'restart', 'CREATED', 'decline cleared'],
    ['COMPLETED', 'approve', 'COMPLETED', 'nothing'],
    ['COMPLETED', 'restart', 'COMPLETED', 'nothing'],
    ['COMPLETED', 'update', 'COMPLETED', 'refused'],
    ['COMPLETED', 'capture', 'COMPLETED', 'repeated, same capture id'],
  ])('%s + %s → %s (%s)', (state, action, expected, outcome) => {
    const { provider, id } = orderIn(state);
    const before = structuredClone(provider.getOrder(id)!);
    switch (action) {
      case 'approve':
      case 'decline':
        provider.approve(id, PAYER, action === 'decline');
        break;
      case 'restart':
        provider.restart(id);
        break;
      case 'update': {
        const updated = provider.update(id, { amount: { currency_code: 'EUR', value: '94.39' } });
        expect(updated === undefined, outcome).toBe(outcome === 'refused');
        break;
      }
      case 'capture': {
        const result = provider.capture(id);
        if (outcome === 'ORDER_NOT_APPROVED' || outcome === 'INSTRUMENT_DECLINED') expect(result).toEqual({ ok: false, issue: outcome });
        else if (state === 'COMPLETED') expect(result).toEqual({ ok: true, capture_id: before.capture_id, repeated: true });
        else expect(result).toMatchObject({ ok: true, repeated: false });
        break;
      }
    }
    const after = provider.getOrder(id)!;
    expect(after.status).toBe(expected);
    if (outcome === 'payer set') expect(after).toMatchObject({ payer: PAYER, instrument_declined: false });
    if (outcome === 'instrument declined') expect(after.instrument_declined).toBe(true);
    if (outcome === 'decline cleared') expect(after.instrument_declined).toBe(false);
    if (outcome === 'amount changed') expect(after.amount.value).toBe('94.39');
    if (outcome === 'approving again changes nothing' || outcome === 'nothing' || outcome === 'refused') expect(after).toEqual(before);
  });

  it('an unknown id is RESOURCE_NOT_FOUND and changes nothing', () => {
    const provider = new FakeProvider();
    expect(provider.capture('AAAAAAAAAAAAAAAAA')).toEqual({ ok: false, issue: 'RESOURCE_NOT_FOUND' });
    expect(provider.approve('AAAAAAAAAAAAAAAAA', PAYER)).toBeUndefined();
    expect(provider.restart('AAAAAAAAAAAAAAAAA')).toBeUndefined();
    expect(provider.recordPopupAction('AAAAAAAAAAAAAAAAA', 'cancel')).toBeUndefined();
  });

  it('orders expire after three hours', () => {
    let now = 1_000_000;
    const { provider, id } = orderIn('CREATED', () => now);
    now += 3 * 60 * 60 * 1000;
    expect(provider.getOrder(id)?.id).toBe(id);
    now += 1;
    expect(provider.getOrder(id)).toBeUndefined();
  });

  it('the popup action is recorded without changing the status', () => {
    const { provider, id } = orderIn('CREATED');
    provider.recordPopupAction(id, 'cancel');
    expect(provider.getOrder(id)).toMatchObject({ status: 'CREATED', popup_action: 'cancel' });
  });
});
