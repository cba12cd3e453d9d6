/**
 * The fault table (e2e/fault-table.ts, walked in Chromium by e2e/tests/fault-table.spec.ts) has a row for every endpoint the demo shop registers for
 * fault injection, and a cell for every fault mode: a new endpoint without its row fails here.
 */
import { describe, expect, it } from 'vitest';
import { FAULT_TABLE, TABLE_MODES } from '../../e2e/fault-table.ts';
import { testShop } from '../test-helpers.ts';
import { FAULT_MODES } from './modes.ts';

const shop = testShop();

describe('the fault table', () => {
  it('has a row for every endpoint the demo shop registers, and none for others', async () => {
    const answer = (await (await shop.client.get('/__demo/faults')).json()) as { faults: Record<string, unknown> };
    const registered = Object.keys(answer.faults);
    expect(registered.length).toBeGreaterThan(0);
    expect(Object.keys(FAULT_TABLE).sort()).toEqual([...registered].sort());
  });

  it("has a column for every mode of the demo shop, and 'offline'", () => {
    expect([...TABLE_MODES].sort()).toEqual([...FAULT_MODES.filter((mode) => mode !== 'none'), 'offline'].sort());
  });

  it('names an outcome in every cell', () => {
    for (const [endpoint, row] of Object.entries(FAULT_TABLE)) {
      for (const mode of TABLE_MODES) expect(row.outcomes[mode].trim(), `${endpoint} × ${mode}`).not.toBe('');
    }
  });
});
