// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cartButtonsEnabled,
  cartSubscriptionPlan,
  clickSubmitsAddToCartForm,
  locationEnabled,
  productButtonsEnabled,
  productButtonsVisible,
  subscriptionButtonShownForUser,
  subscriptionPlan,
  subscriptionProductRenders,
  type SubscriptionPlanInput,
} from './button-state';

describe('locationEnabled', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('render %s, flagged disabled %s → %s', (shouldRender, flaggedDisabled, expected) => expect(locationEnabled({ shouldRender, flaggedDisabled })).toBe(expected));
});

describe('productButtonsEnabled', () => {
  const ok = { shouldRender: true, flaggedDisabled: false, price: 19.99, addToCartDisabled: false };
  it.each<[string, Partial<typeof ok>, boolean]>([
    ['everything fine', {}, true],
    ['price zero', { price: 0 }, false],
    ['price unreadable', { price: Number.NaN }, false],
    ['negative price', { price: -1 }, false],
    ['add to cart disabled', { addToCartDisabled: true }, false],
    ['location flagged disabled', { flaggedDisabled: true }, false],
    ['location not rendering', { shouldRender: false }, false],
  ])('%s → %s', (_name, change, expected) => expect(productButtonsEnabled({ ...ok, ...change })).toBe(expected));
});

describe('product page clicks and visibility', () => {
  it.each([
    [false, true, true],
    [false, false, false],
    [true, true, false],
    [true, false, false],
  ])('buttons enabled %s, add-to-cart disabled %s → submits form %s', (enabled, addToCartDisabled, expected) => expect(clickSubmitsAddToCartForm(enabled, addToCartDisabled)).toBe(expected));
  it.each([
    [true, false, true],
    [false, false, false],
    [true, true, false],
  ])('cart form %s, subscribe option %s → visible %s', (form, subscribe, expected) => expect(productButtonsVisible(form, subscribe)).toBe(expected));
});

describe('subscription rules', () => {
  it.each<[string, boolean, boolean | string, boolean]>([
    ['simple', false, false, true],
    ['subscription', false, false, false],
    ['subscription', false, '1', true],
    ['subscription', false, '0', false],
    ['variable-subscription', true, false, true],
    ['variable-subscription', false, true, true],
  ])('%s, vaulting %s, manual renewal %s → renders %s', (type, vaulting, manual, expected) => expect(subscriptionProductRenders(type, vaulting, manual)).toBe(expected));

  const plans: SubscriptionPlanInput = {
    providerSubscriptionsEnabled: true,
    productType: 'variable-subscription',
    planId: 'P-SIMPLE',
    variations: [
      { attributes: { attribute_pa_size: 'm' }, subscription_plan: 'P-M' },
      { attributes: { attribute_pa_size: 'l' }, subscription_plan: 'P-L' },
    ],
    selectedAttributes: { attribute_pa_size: 'l' },
  };
  it.each<[string, Partial<SubscriptionPlanInput>, string | null | undefined]>([
    ['variation matches', {}, 'P-L'],
    ['no variation matches', { selectedAttributes: { attribute_pa_size: 'xl' } }, null],
    ['nothing selected', { selectedAttributes: {} }, null],
    ['simple subscription', { productType: 'subscription' }, 'P-SIMPLE'],
    ['simple subscription without plan', { productType: 'subscription', planId: '' }, null],
    ['plans off', { providerSubscriptionsEnabled: false }, undefined],
    ['not a subscription', { productType: 'variable' }, undefined],
  ])('%s → %s', (_name, change, expected) => expect(subscriptionPlan({ ...plans, ...change })).toBe(expected));

  it.each([
    ['P-VAR', 'P-1', 'P-VAR'],
    ['', 'P-1', 'P-1'],
    ['', '', null],
  ])('cart plan (variation %j, plan %j) → %j', (variation, plan, expected) => expect(cartSubscriptionPlan(variation, plan)).toBe(expected));

  it.each([
    [true, true],
    [false, false],
  ])('cart with subscription_product_allowed %s → enabled %s', (allowed, expected) => expect(cartButtonsEnabled({ shouldRender: true, flaggedDisabled: false }, allowed)).toBe(expected));

  it.each([
    ['checkout', true, true, true],
    ['cart', false, true, true],
    ['cart', true, false, true],
    ['cart', true, true, false],
    ['product', true, true, false],
  ])('%s, logged in %s, has subscriptions %s → shown %s', (context, logged, subs, expected) => expect(subscriptionButtonShownForUser(context, logged, subs)).toBe(expected));
});
