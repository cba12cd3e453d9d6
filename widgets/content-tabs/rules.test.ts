// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialAccordionOpen, initialContentTab, linkNamedBy } from './rules';

describe('linkNamedBy', () => {
  const hrefs = ['#tab_versand', '#tab_rueckgabe', null, '#'];
  it.each([
    ['#tab_rueckgabe', 1],
    ['#tab_versand', 0],
    ['#tab_Versand', -1],
    ['', -1],
    ['#', -1],
    ['#main', -1],
  ])('%s → %s', (hash, expected) => expect(linkNamedBy(hrefs, hash)).toBe(expected));
});

describe('initialContentTab', () => {
  const hrefs = ['#a', '#b', '#c'];
  it.each([
    ['the hash names a tab', 1, '#c', 2],
    ['no hash: the server’s active tab', 1, '', 1],
    ['an unrelated hash: the server’s active tab', 1, '#main', 1],
    ['no active tab: the first', -1, '', 0],
    ['an active index out of range: the first', 7, '', 0],
  ])('%s', (_name, active, hash, expected) => expect(initialContentTab(hrefs, active, hash)).toBe(expected));
});

describe('initialAccordionOpen', () => {
  const hrefs = ['#a', '#b', '#c'];
  it.each([
    ['nothing open', [], '', []],
    ['the server’s open items', [0, 2], '', [0, 2]],
    ['the hash adds its item, last (it gets focus-worthy “current”)', [0], '#b', [0, 1]],
    ['the hash names an item already open', [1], '#b', [1]],
    ['an unrelated hash', [2], '#x', [2]],
    ['out-of-range indexes dropped', [5, -1], '', []],
  ])('%s', (_name, active, hash, expected) => expect(initialAccordionOpen(hrefs, active, hash)).toEqual(expected));
});
