import { waitFor } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';

(globalThis as { __SF_NO_AUTOSTART__?: boolean }).__SF_NO_AUTOSTART__ = true;
const { startLoader } = await import('./loader');

describe('loader', () => {
  it('loads a widget only when its tag is on the page, also when added later', async () => {
    const registry = { 'sf-a': vi.fn(async () => {}), 'sf-b': vi.fn(async () => {}), 'sf-c': vi.fn(async () => {}) };
    document.body.innerHTML = '<sf-a></sf-a>';
    const runtime = vi.fn(async () => {});
    const stop = startLoader(registry, document, runtime);
    expect(registry['sf-a']).toHaveBeenCalledTimes(1);
    expect(runtime).toHaveBeenCalledTimes(1);
    expect(registry['sf-b']).not.toHaveBeenCalled();
    document.body.insertAdjacentHTML('beforeend', '<div><sf-b></sf-b><sf-b></sf-b></div>');
    await waitFor(() => expect(registry['sf-b']).toHaveBeenCalledTimes(1));
    // A second sf-a, then a new tag: once sf-c loads, the second sf-a has been looked at.
    document.body.insertAdjacentHTML('beforeend', '<sf-a></sf-a><sf-c></sf-c>');
    await waitFor(() => expect(registry['sf-c']).toHaveBeenCalledTimes(1));
    expect(registry['sf-a']).toHaveBeenCalledTimes(1);
    expect(runtime).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for a hidden element to show', async () => {
    const registry = { 'sf-hidden': vi.fn(async () => {}) };
    document.body.innerHTML = '<div id="box" hidden><sf-hidden></sf-hidden></div>';
    const element = document.querySelector('sf-hidden')!;
    let visible = false;
    element.checkVisibility = () => visible;
    const runtime = vi.fn(async () => {});
    const stop = startLoader(registry, document, runtime);
    expect(registry['sf-hidden']).not.toHaveBeenCalled();
    expect(runtime).not.toHaveBeenCalled();
    visible = true;
    document.getElementById('box')!.hidden = false;
    await waitFor(() => expect(registry['sf-hidden']).toHaveBeenCalledTimes(1));
    stop();
  });

  it('tries a failed chunk again when its tag is added again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    document.body.innerHTML = '<sf-c></sf-c>';
    const stop = startLoader({ 'sf-c': load }, document, async () => {});
    await waitFor(() => expect(error).toHaveBeenCalledWith('Loading chunk sf-c failed.', expect.any(Error)));
    document.body.insertAdjacentHTML('beforeend', '<sf-c></sf-c>');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    stop();
    error.mockRestore();
  });

  it('loads widgets inside a container only after it upgraded, and only if still shown', async () => {
    const registry = { 'sf-box': vi.fn(async () => {}), 'sf-open': vi.fn(async () => {}), 'sf-closed': vi.fn(async () => {}) };
    document.body.innerHTML = '<sf-box><div id="first"><sf-open></sf-open></div><div id="second"><sf-closed></sf-closed></div></sf-box>';
    const closed = document.querySelector('sf-closed')!;
    let closedShown = true;
    closed.checkVisibility = () => closedShown;
    const stop = startLoader(registry, document, async () => {}, ['sf-box']);
    expect(registry['sf-box']).toHaveBeenCalledTimes(1);
    expect(registry['sf-open']).not.toHaveBeenCalled();
    // The container upgrades and hides its second panel.
    closedShown = false;
    document.getElementById('second')!.hidden = true;
    document.querySelector('sf-box')!.setAttribute('data-sf-upgraded', '');
    // Both are looked at in the same pass once the container upgraded.
    await waitFor(() => expect(registry['sf-open']).toHaveBeenCalledTimes(1));
    expect(registry['sf-closed']).not.toHaveBeenCalled();
    closedShown = true;
    document.getElementById('second')!.hidden = false;
    await waitFor(() => expect(registry['sf-closed']).toHaveBeenCalledTimes(1));
    stop();
  });

  it('loads a scroll-only widget on the first scroll', async () => {
    const registry = { 'sf-bar': vi.fn(async () => {}), 'sf-now': vi.fn(async () => {}) };
    document.body.innerHTML = '<sf-bar></sf-bar><sf-now></sf-now>';
    const stop = startLoader(registry, document, async () => {}, [], ['sf-bar']);
    // The page was looked at: the other widget loads, the scroll-only one waits.
    await waitFor(() => expect(registry['sf-now']).toHaveBeenCalledTimes(1));
    expect(registry['sf-bar']).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(registry['sf-bar']).toHaveBeenCalledTimes(1));
    stop();
  });
});
