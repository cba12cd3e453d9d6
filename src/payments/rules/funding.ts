/**
 * Simulate-cart results (spec §4 Payment buttons, §7 simulate_cart): they may change the
 * buttons' disabled state, whether messages hide, and the funding lists of the script URL. A
 * funding list change needs a new provider script, so the buttons reload only then.
 */

export interface SimulateCartData {
  button?: { is_disabled?: boolean };
  messages?: { is_hidden?: boolean };
  funding?: Record<string, { enabled?: boolean } | undefined>;
}

export interface FundingLists {
  enableFunding: string[];
  disableFunding: string[];
}

export interface SimulateCartOutcome extends FundingLists {
  buttonsDisabled: boolean;
  messagesHidden: boolean;
  /** Either funding list changed: reload the buttons (a new script URL). */
  reload: boolean;
}

/** 'paylater,venmo' → ['paylater', 'venmo'] (blank entries dropped). */
export function splitFunding(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((source) => source.trim())
    .filter(Boolean);
}

/** enabled true → into enable-funding, out of disable-funding; false the reverse. */
export function applyFunding(current: FundingLists, funding: SimulateCartData['funding']): FundingLists {
  const enable = [...current.enableFunding];
  const disable = [...current.disableFunding];
  for (const [source, state] of Object.entries(funding ?? {})) {
    if (typeof state?.enabled !== 'boolean') continue;
    const [add, remove] = state.enabled ? [enable, disable] : [disable, enable];
    if (!add.includes(source)) add.push(source);
    const at = remove.indexOf(source);
    if (at >= 0) remove.splice(at, 1);
  }
  return { enableFunding: enable, disableFunding: disable };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((source, i) => source === b[i]);

export function simulateCartOutcome(data: SimulateCartData, current: FundingLists & { buttonsDisabled: boolean; messagesHidden: boolean }): SimulateCartOutcome {
  const lists = applyFunding(current, data.funding);
  return {
    ...lists,
    buttonsDisabled: typeof data.button?.is_disabled === 'boolean' ? data.button.is_disabled : current.buttonsDisabled,
    messagesHidden: typeof data.messages?.is_hidden === 'boolean' ? data.messages.is_hidden : current.messagesHidden,
    reload: !sameList(lists.enableFunding, current.enableFunding) || !sameList(lists.disableFunding, current.disableFunding),
  };
}
