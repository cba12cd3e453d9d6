import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element';

const markup = `<sf-edit-links data-title="Vorteile" data-builder="/wp-admin/post.php?post=41&amp;action=edit&amp;app=uxbuilder" data-backend="/wp-admin/post.php?post=41&amp;action=edit" data-menu-id="7"><section>Block</section></sf-edit-links>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-edit-links[data-sf-upgraded]')).not.toBeNull());

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('sf-edit-links', () => {
  it('staff who can edit pages get a labelled group of two links', async () => {
    vi.stubGlobal('flatsomeVars', { user: { can_edit_pages: true } });
    document.body.innerHTML = markup;
    await upgraded();
    const group = await waitFor(() => within(document.body).getByRole('group', { name: 'Block „Vorteile“ bearbeiten' }));
    expect(within(group).getByRole('link', { name: 'Im Page-Builder bearbeiten' }).getAttribute('href')).toMatch(/post=41&action=edit&app=uxbuilder&menu_id=7$/);
    expect(within(group).getByRole('link', { name: 'Im Backend bearbeiten' }).getAttribute('href')).toMatch(/post=41&action=edit$/);
    expect(group.compareDocumentPosition(document.querySelector('section')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([[{ user: { can_edit_pages: false } }], [undefined]])('nothing for visitors (%j)', async (vars) => {
    vi.stubGlobal('flatsomeVars', vars);
    document.body.innerHTML = markup;
    await upgraded();
    expect(document.querySelector('.sf-edit-links')).toBeNull();
  });
});
