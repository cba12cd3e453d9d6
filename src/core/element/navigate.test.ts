// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anchorOf } from './navigate';

describe('anchorOf', () => {
  it.each([
    ['#tab_versand', 'tab_versand'],
    ['#Lieferung%20heute', 'Lieferung heute'],
    ['#%E0%A4%A', '%E0%A4%A'],
    ['#', ''],
    ['', ''],
    [null, ''],
    ['/versand/#x', ''],
  ])('%s → %s', (href, expected) => expect(anchorOf(href)).toBe(expected));
});
