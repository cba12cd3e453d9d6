// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { opensByItself, targetId } from './rules';

describe('targetId', () => {
  it.each([
    ['#login-form-popup', 'login-form-popup'],
    [' #product-sidebar ', 'product-sidebar'],
    ['#main_menu', 'main_menu'],
    ['login-form-popup', null],
    ['#', null],
    ['#a b', null],
    ['#1abc', null],
    ['.class', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, id) => expect(targetId(value)).toBe(id));
});

describe('opensByItself', () => {
  const popup = (flag: boolean, notice: boolean) => ({
    hasAttribute: (name: string) => flag && name === 'data-open-on-notice',
    querySelector: () => (notice ? {} : null),
  });
  it.each([
    ['flagged, with a notice', true, true, true],
    ['flagged, no notice', true, false, false],
    ['a notice, not flagged', false, true, false],
  ])('%s', (_name, flag, notice, opens) => expect(opensByItself(popup(flag, notice))).toBe(opens));
});
