// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canEditPages, editTargets } from './rules';

const base = 'https://shop.test/inhalte/';

describe('canEditPages', () => {
  it.each([
    [{ user: { can_edit_pages: true } }, true],
    [{ user: { can_edit_pages: false } }, false],
    [{ user: { can_edit_pages: 'false' } }, false],
    [{ user: { can_edit_pages: '1' } }, false],
    [{ user: {} }, false],
    [{}, false],
    [undefined, false],
    [null, false],
  ])('%j → %s', (vars, expected) => expect(canEditPages(vars)).toBe(expected));
});

describe('editTargets', () => {
  it.each([
    [
      'builder with menu_id, backend',
      { title: 'Vorteile', builder: '/wp-admin/post.php?post=41&action=edit&app=uxbuilder', backend: '/wp-admin/post.php?post=41&action=edit', menuId: '7' },
      { title: 'Vorteile', builder: 'https://shop.test/wp-admin/post.php?post=41&action=edit&app=uxbuilder&menu_id=7', backend: 'https://shop.test/wp-admin/post.php?post=41&action=edit' },
    ],
    ['a menu_id already there is replaced', { builder: '/b?menu_id=1', menuId: '2' }, { title: 'Block', builder: 'https://shop.test/b?menu_id=2', backend: null }],
    ['no menu id: builder as it is', { builder: '/b', backend: '/e' }, { title: 'Block', builder: 'https://shop.test/b', backend: 'https://shop.test/e' }],
    ['a non-numeric menu id is left out', { builder: '/b', menuId: '7&x=1' }, { title: 'Block', builder: 'https://shop.test/b', backend: null }],
    ['another site is not linked', { builder: 'https://evil.test/b', backend: '/e' }, { title: 'Block', builder: null, backend: 'https://shop.test/e' }],
    ['javascript: is not linked', { builder: 'javascript:alert(1)', backend: '' }, null],
    ['nothing to link', { title: 'X' }, null],
  ])('%s', (_name, data, expected) => expect(editTargets(data, base)).toEqual(expected));
});
