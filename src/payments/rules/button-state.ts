/**
 * Payment buttons enabled/rendered (spec §4 Payment buttons, all locations, and the
 * subscription rules). Disabled buttons get a class and no pointer events in the widget;
 * here only the decisions.
 */

export interface LocationState {
  /** The location should render (context on, wrapper present, product form present, …). */
  shouldRender: boolean;
  /** button.is_disabled / is_mini_cart_disabled, or simulate-cart's button.is_disabled. */
  flaggedDisabled: boolean;
}

export function locationEnabled({ shouldRender, flaggedDisabled }: LocationState): boolean {
  return shouldRender && !flaggedDisabled;
}

export interface ProductButtonState extends LocationState {
  /** The displayed price (readDisplayedPrice); zero or unreadable disables. */
  price: number;
  addToCartDisabled: boolean;
}

export function productButtonsEnabled(state: ProductButtonState): boolean {
  return locationEnabled(state) && Number.isFinite(state.price) && state.price > 0 && !state.addToCartDisabled;
}

/**
 * On the product page a click on disabled buttons submits the add-to-cart form, but only when
 * the shop's add-to-cart button is disabled: the shop then shows its own validation.
 */
export function clickSubmitsAddToCartForm(buttonsEnabled: boolean, addToCartDisabled: boolean): boolean {
  return !buttonsEnabled && addToCartDisabled;
}

/** Product page: no buttons without the cart form or while a subscribe-option radio is chosen. */
export function productButtonsVisible(hasCartForm: boolean, subscribeOptionSelected: boolean): boolean {
  return hasCartForm && !subscribeOptionSelected;
}

export const SUBSCRIPTION_TYPES: readonly string[] = ['subscription', 'variable-subscription'];

/** Subscription products render only with vaulting on or manual renewal allowed ('1'). */
export function subscriptionProductRenders(productType: string, vaultingEnabled: boolean, manualRenewalEnabled: boolean | string): boolean {
  if (!SUBSCRIPTION_TYPES.includes(productType)) return true;
  return vaultingEnabled || manualRenewalEnabled === true || manualRenewalEnabled === '1';
}

export interface SubscriptionPlanInput {
  /** {wallet}_subscriptions_enabled: the provider's own subscriptions (plans). */
  providerSubscriptionsEnabled: boolean;
  productType: string;
  /** subscription_plan_id (simple subscription). */
  planId: string;
  /** variable_{wallet}_subscription_variations. */
  variations: ReadonlyArray<{ attributes: Readonly<Record<string, string>>; subscription_plan: string }>;
  /** The selected attribute values (attribute_pa_size → 'm'). */
  selectedAttributes: Readonly<Record<string, string>>;
}

/**
 * The provider plan the buttons use: undefined when plans are not in play (normal buttons),
 * null when they are but none matches (nothing renders), else the plan id.
 */
export function subscriptionPlan(input: SubscriptionPlanInput): string | null | undefined {
  if (!input.providerSubscriptionsEnabled || !SUBSCRIPTION_TYPES.includes(input.productType)) return undefined;
  if (input.productType === 'subscription') return input.planId || null;
  const match = input.variations.find((variation) => {
    const entries = Object.entries(variation.attributes);
    return entries.length > 0 && entries.every(([name, value]) => input.selectedAttributes[name] === value);
  });
  return match?.subscription_plan || null;
}

/** Cart page with plans: the plan of the cart's variation if set, else subscription_plan_id. */
export function cartSubscriptionPlan(variationPlanFromCart: string, planId: string): string | null {
  return variationPlanFromCart || planId || null;
}

/** Cart page: subscription_product_allowed false disables the button. */
export function cartButtonsEnabled(location: LocationState, subscriptionProductAllowed: boolean): boolean {
  return locationEnabled(location) && subscriptionProductAllowed;
}

/** Subscription buttons show at checkout, for guests, or for users without subscriptions. */
export function subscriptionButtonShownForUser(context: string, isLoggedIn: boolean, hasSubscriptions: boolean): boolean {
  return context === 'checkout' || !isLoggedIn || !hasSubscriptions;
}
