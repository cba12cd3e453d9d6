import type { LoadPolicy } from '../core/loader/policy';

/**
 * How each load policy (src/core/loader/policy.ts) waits, as a table: the loader
 * (./loader.ts) gathers what it knows about the page and a waiting element, and the element's
 * policy says whether its widget loads now. What costs something to ask (a cookie read, a
 * layout question) is a function, asked only when the policy gets that far.
 */
export interface PageFacts {
  /** The page has been scrolled (a page opened scrolled counts, once it is laid out). */
  scrolled: boolean;
  /** The page has loaded and the browser has been idle. */
  idle: boolean;
  /** The browser has laid the page out itself: a layout question now forces no pass of ours. */
  laidOut: boolean;
  /** The visitor pointed at, focused or touched the element. */
  interacted: boolean;
  consentGiven(category: string): boolean;
  /** No consent system on the page: nobody to ask (spec §4), the widget loads. */
  withoutConsentSystem(): boolean;
  /** The element is inside an upgraded element of this tag. */
  insideUpgraded(tag: string): boolean;
  /** The element is inside a widget that holds its children and has not upgraded yet. */
  inHolder(): boolean;
  /** The element is shown (asked only once the page is laid out). */
  shown(): boolean;
}

export type PolicyName = 'in-page' | 'visible' | 'scroll' | 'idle' | 'interaction' | 'consent' | 'inside';

interface Strategy {
  /** The policy's own condition. */
  ready(facts: PageFacts, when: LoadPolicy): boolean;
  /** Loads once ready, shown or not, inside a holder too; without it the element must then also be shown, outside a holder. */
  anywhere?: true;
  /** A click on the element before its code has come is held and given again (loader.ts, holdEarlyClick). */
  holdsClick?: true;
}

export const STRATEGIES: Record<PolicyName, Strategy> = {
  'in-page': { ready: () => true, anywhere: true },
  visible: { ready: () => true },
  scroll: { ready: (facts) => facts.scrolled },
  // A pointer, focus or click on it before the page is idle loads it at once.
  idle: { ready: (facts) => facts.idle || facts.interacted, holdsClick: true },
  interaction: { ready: (facts) => facts.interacted, anywhere: true, holdsClick: true },
  // The vendor's cookie is read only once the page is laid out (loader.ts).
  consent: { ready: (facts, when) => facts.laidOut && (facts.consentGiven((when as { consent: string }).consent) || facts.withoutConsentSystem()) },
  inside: { ready: (facts, when) => facts.insideUpgraded((when as { inside: string }).inside) },
};

/** A policy's name in the table (an object policy is named by its key); anything the table does not know waits as 'visible', the default. */
export function policyName(when: LoadPolicy): PolicyName {
  const name = when && typeof when === 'object' ? Object.keys(when)[0] : when;
  return Object.keys(STRATEGIES).includes(name as string) ? (name as PolicyName) : 'visible';
}

export const strategyOf = (when: LoadPolicy): Strategy => STRATEGIES[policyName(when)];

/** Whether the widget of an element with this policy loads now. */
export function loadsNow(when: LoadPolicy, facts: PageFacts): boolean {
  const strategy = strategyOf(when);
  if (!strategy.ready(facts, when)) return false;
  if (strategy.anywhere) return true;
  if (facts.inHolder()) return false;
  // What the visitor pointed at, focused or touched is shown; anything else is asked once the page is laid out.
  return facts.interacted || (facts.laidOut && facts.shown());
}
