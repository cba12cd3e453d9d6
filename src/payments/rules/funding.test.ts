// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyFunding, simulateCartOutcome, splitFunding, type SimulateCartData } from './funding';

const current = { enableFunding: ['paylater'], disableFunding: ['card'], buttonsDisabled: false, messagesHidden: false };

describe('simulateCartOutcome', () => {
  it.each<[string, SimulateCartData, Partial<ReturnType<typeof simulateCartOutcome>>]>([
    ['nothing reported', {}, { enableFunding: ['paylater'], disableFunding: ['card'], reload: false }],
    ['paylater still enabled', { funding: { paylater: { enabled: true } } }, { enableFunding: ['paylater'], reload: false }],
    ['paylater disabled', { funding: { paylater: { enabled: false } } }, { enableFunding: [], disableFunding: ['card', 'paylater'], reload: true }],
    ['card enabled', { funding: { card: { enabled: true } } }, { enableFunding: ['paylater', 'card'], disableFunding: [], reload: true }],
    ['venmo disabled (new)', { funding: { venmo: { enabled: false } } }, { disableFunding: ['card', 'venmo'], reload: true }],
    ['card still disabled', { funding: { card: { enabled: false } } }, { disableFunding: ['card'], reload: false }],
    ['enabled not a boolean', { funding: { card: {} } }, { disableFunding: ['card'], reload: false }],
    ['button disabled', { button: { is_disabled: true } }, { buttonsDisabled: true, reload: false }],
    ['messages hidden', { messages: { is_hidden: true } }, { messagesHidden: true, reload: false }],
  ])('%s', (_name, data, expected) => expect(simulateCartOutcome(data, current)).toMatchObject(expected));

  it('does not change the lists it was given', () => {
    applyFunding(current, { card: { enabled: true } });
    expect(current).toMatchObject({ enableFunding: ['paylater'], disableFunding: ['card'] });
  });
});

describe('splitFunding', () => {
  it.each<[string | undefined, string[]]>([
    ['paylater,venmo', ['paylater', 'venmo']],
    [' paylater , ,venmo', ['paylater', 'venmo']],
    ['', []],
    [undefined, []],
  ])('%j', (list, expected) => expect(splitFunding(list)).toEqual(expected));
});
