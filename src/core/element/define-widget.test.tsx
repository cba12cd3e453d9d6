import { waitFor } from '@testing-library/dom';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetProps } from './define-widget';
import { useIsland } from './use-island';

function Badge({ container, label = 'neu' }: WidgetProps & { label?: string }) {
  const island = useIsland(container.querySelector('h2'), 'afterend', 'badge');
  return island ? createPortal(<strong className="badge">{label}</strong>, island) : null;
}
const BadgeElement = defineWidget('sf-test-badge', Badge, { label: 'string' });

describe('defineWidget', () => {
  it('keeps the server markup and renders only its island', async () => {
    document.body.innerHTML = '<sf-test-badge label="Angebot"><h2 id="t">Titel</h2><p>Text vom Server</p></sf-test-badge>';
    await waitFor(() => expect(document.querySelector('.badge')?.textContent).toBe('Angebot'));
    const host = document.querySelector('sf-test-badge')!;
    expect(host.querySelector('h2#t')?.textContent).toBe('Titel');
    expect(host.querySelector('p')?.textContent).toBe('Text vom Server');
    expect(host.querySelector('h2')?.nextElementSibling?.classList.contains('sf-island')).toBe(true);
    expect(host).toBeInstanceOf(BadgeElement);
  });

  it('re-renders when an observed attribute changes', async () => {
    document.body.innerHTML = '<sf-test-badge label="A"><h2>T</h2></sf-test-badge>';
    await waitFor(() => expect(document.querySelector('.badge')?.textContent).toBe('A'));
    document.querySelector('sf-test-badge')!.setAttribute('label', 'B');
    await waitFor(() => expect(document.querySelector('.badge')?.textContent).toBe('B'));
  });

  it('leaves exactly the server markup behind when removed', async () => {
    document.body.innerHTML = '<div id="wrap"><sf-test-badge><h2>T</h2><p>P</p></sf-test-badge></div>';
    const host = document.querySelector('sf-test-badge')!;
    await waitFor(() => expect(host.querySelector('.badge')).not.toBeNull());
    host.remove();
    await waitFor(() => expect(host.innerHTML).toBe('<h2>T</h2><p>P</p>'));
  });

  it('defining the same tag twice returns the first class', () => {
    expect(defineWidget('sf-test-badge', Badge)).toBe(BadgeElement);
  });
});

describe('boolean attributes', () => {
  function Flag({ container, on = false }: WidgetProps & { on?: boolean }) {
    const island = useIsland(container.querySelector('p'), 'afterend', 'flag');
    return island ? createPortal(<i className="flag">{on ? 'an' : 'aus'}</i>, island) : null;
  }
  defineWidget('sf-test-flag', Flag, { on: 'boolean' });

  it.each([
    ['<sf-test-flag on><p></p></sf-test-flag>', 'an'],
    ['<sf-test-flag on="true"><p></p></sf-test-flag>', 'an'],
    ['<sf-test-flag on="false"><p></p></sf-test-flag>', 'aus'],
    ['<sf-test-flag><p></p></sf-test-flag>', 'aus'],
  ])('%s → %s', async (html, expected) => {
    document.body.innerHTML = html;
    await waitFor(() => expect(document.querySelector('.flag')?.textContent).toBe(expected));
  });
});

describe('inline JSON configuration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read from a script inside the element; attributes win over it', async () => {
    document.body.innerHTML = `<sf-test-badge><script type="application/json">{"label":"aus JSON"}</script><h2>T</h2></sf-test-badge>
      <sf-test-badge label="Attribut"><script type="application/json">{"label":"aus JSON"}</script><h2>U</h2></sf-test-badge>`;
    await waitFor(() => expect([...document.querySelectorAll('strong.badge')].map((b) => b.textContent)).toEqual(['aus JSON', 'Attribut']));
  });

  it('reports broken JSON and carries on with defaults', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<sf-test-badge><script type="application/json">{label:</script><h2>T</h2></sf-test-badge>`;
    await waitFor(() => expect(document.querySelector('.badge')?.textContent).toBe('neu'));
    expect(error).toHaveBeenCalledWith('sf-test-badge: invalid JSON configuration', expect.any(SyntaxError));
  });
});
