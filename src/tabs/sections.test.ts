// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { onlySection, openSection, tabIndexAfterKey, toggleSection } from './sections';

describe('tabIndexAfterKey', () => {
  const horizontal = { vertical: false, rightToLeft: false };
  it.each([
    ['ArrowRight', 0, horizontal, 1],
    ['ArrowRight wraps', 3, horizontal, 0],
    ['ArrowLeft wraps', 0, horizontal, 3],
    ['Home', 2, horizontal, 0],
    ['End', 1, horizontal, 3],
    ['ArrowDown is not for horizontal tabs', 1, horizontal, null],
    ['ArrowLeft goes forward right-to-left', 0, { vertical: false, rightToLeft: true }, 1],
    ['ArrowDown in vertical tabs', 0, { vertical: true, rightToLeft: false }, 1],
    ['ArrowUp in vertical tabs', 0, { vertical: true, rightToLeft: false }, 3],
    ['ArrowRight is not for vertical tabs', 0, { vertical: true, rightToLeft: false }, null],
    ['other keys', 0, horizontal, null],
  ])('%s', (name, current, orientation, expected) => {
    const key = name.split(' ')[0];
    expect(tabIndexAfterKey(key, current, 4, orientation)).toBe(expected);
  });
});

describe('open sections', () => {
  it.each([
    ['tabs: opening one closes the others', openSection({ open: [0], current: 0 }, 2, false), { open: [2], current: 2 }],
    ['accordion: opening one keeps the others', openSection({ open: [0], current: 0 }, 2, true), { open: [0, 2], current: 2 }],
    ['accordion: opening an open one makes it the last opened', openSection({ open: [1, 0], current: 0 }, 1, true), { open: [0, 1], current: 1 }],
    ['toggle opens a closed one', toggleSection({ open: [0], current: 0 }, 3), { open: [0, 3], current: 3 }],
    ['toggle closes an open one that is not current', toggleSection({ open: [0, 3], current: 3 }, 0), { open: [3], current: 3 }],
    ['closing the current one: the last opened still open becomes current', toggleSection({ open: [2, 0, 3], current: 3 }, 3), { open: [2, 0], current: 0 }],
    ['closing the last one keeps it current (tabs must show one)', toggleSection({ open: [1], current: 1 }, 1), { open: [], current: 1 }],
    ['onlySection', onlySection(1), { open: [1], current: 1 }],
  ])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
});
