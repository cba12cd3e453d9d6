// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { quantityPath } from './quantity-path';

describe('quantityPath', () => {
  it.each([
    ['stock markup: the form', { configured: undefined, fieldHasDataKey: false, themeGlobal: false }, 'form'],
    ['seed theme: the line endpoint', { configured: undefined, fieldHasDataKey: true, themeGlobal: true }, 'line'],
    ['data key without the theme: the form', { configured: undefined, fieldHasDataKey: true, themeGlobal: false }, 'form'],
    ['theme without data key: the form', { configured: undefined, fieldHasDataKey: false, themeGlobal: true }, 'form'],
    ['configured form wins', { configured: 'form', fieldHasDataKey: true, themeGlobal: true }, 'form'],
    ['configured line wins', { configured: 'line', fieldHasDataKey: false, themeGlobal: false }, 'line'],
    ['unknown setting is ignored', { configured: 'ajax', fieldHasDataKey: false, themeGlobal: false }, 'form'],
  ])('%s', (_name, page, expected) => expect(quantityPath(page)).toBe(expected));
});
