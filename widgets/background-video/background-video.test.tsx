import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from '../../src/test/intersection-observer';
import './element';

const own = `<sf-background-video><section class="section has-video"><div class="section-bg fill"><video class="video-bg fill" muted loop playsinline autoplay poster="/poster.svg"><source src="/werkstatt.webm" type="video/webm"></video></div><div class="section-content"><h2>Werkstatt</h2></div></section></sf-background-video>`;
const provider = (src = 'https://video.example/embed/pflege/') =>
  `<sf-background-video><section class="section has-video"><div class="section-bg fill"><div class="video-bg ux-youtube fill" data-src="${src}" data-title="Felgen richtig pflegen (DemoTube)"></div></div><div class="section-content"><h2>Pflege</h2></div></section></sf-background-video>`;
const upgraded = () => waitFor(() => expect(document.querySelector('sf-background-video[data-sf-upgraded]')).not.toBeNull());
const toggle = () => document.querySelector<HTMLButtonElement>('.sf-background-video__toggle');
const video = () => document.querySelector<HTMLVideoElement>('video')!;
const frame = () => document.querySelector<HTMLIFrameElement>('iframe');
const reduceMotion = () => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));

/** jsdom plays no media: play and pause change `paused` and send their events, as a browser does. */
function fakeMedia() {
  const playing = new WeakSet<HTMLMediaElement>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    if (!playing.has(this)) {
      playing.add(this);
      this.dispatchEvent(new Event('play'));
    }
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    if (playing.has(this)) {
      playing.delete(this);
      this.dispatchEvent(new Event('pause'));
    }
  });
}

let viewport: ReturnType<typeof installFakeIntersectionObserver>;
beforeEach(() => {
  viewport = installFakeIntersectionObserver();
  fakeMedia();
});
afterEach(() => {
  document.body.innerHTML = '';
  viewport.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sf-background-video, the shop’s own video', () => {
  it('plays muted while in view, without the markup’s autoplay; its button pauses it for good', async () => {
    document.body.innerHTML = own;
    await upgraded();
    expect(video().autoplay).toBe(false);
    expect(video().muted).toBe(true);
    expect(video().paused).toBe(true);
    viewport.move(document.querySelector('sf-background-video')!, 'in-view');
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo anhalten'));
    expect(video().paused).toBe(false);
    // After the section's content: the keyboard reaches it after the text.
    expect(toggle()!.closest('.sf-background-video__controls')!.previousElementSibling!.matches('.section-content')).toBe(true);

    viewport.move(document.querySelector('sf-background-video')!, 'below');
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo abspielen'));
    viewport.move(document.querySelector('sf-background-video')!, 'in-view');
    await waitFor(() => expect(video().paused).toBe(false));

    fireEvent.click(toggle()!);
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo abspielen'));
    viewport.move(document.querySelector('sf-background-video')!, 'below');
    viewport.move(document.querySelector('sf-background-video')!, 'in-view');
    expect(video().paused).toBe(true);
    fireEvent.click(toggle()!);
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo anhalten'));
    expect(video().paused).toBe(false);
  });

  it('reduced motion: never starts by itself; the button plays it', async () => {
    reduceMotion();
    document.body.innerHTML = own;
    await upgraded();
    viewport.move(document.querySelector('sf-background-video')!, 'in-view');
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo abspielen'));
    expect(video().paused).toBe(true);
    fireEvent.click(toggle()!);
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo anhalten'));
    expect(video().paused).toBe(false);
  });

  it('a video that cannot play: the poster stays, no button', async () => {
    document.body.innerHTML = own;
    await upgraded();
    await waitFor(() => expect(toggle()).not.toBeNull());
    document.querySelector('source')!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(toggle()).toBeNull());
  });
});

describe('sf-background-video, a provider’s video', () => {
  it('an embed frame behind the content that starts by itself, muted and looping; the button reloads it stopped and started', async () => {
    document.body.innerHTML = provider();
    await upgraded();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(frame()!.title).toBe('Hintergrundvideo: Felgen richtig pflegen (DemoTube)');
    expect(frame()!.tabIndex).toBe(-1);
    // After the content, so the consent offer the blocker puts before it comes after the text.
    expect(frame()!.previousElementSibling!.matches('.section-content')).toBe(true);
    expect(new URL(frame()!.src).searchParams.get('autoplay')).toBe('1');
    expect(new URL(frame()!.src).searchParams.get('mute')).toBe('1');
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo anhalten'));
    fireEvent.click(toggle()!);
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo abspielen'));
    expect(new URL(frame()!.src).searchParams.get('autoplay')).toBe('0');
  });

  it('reduced motion: the embed does not start by itself; the button starts it', async () => {
    reduceMotion();
    document.body.innerHTML = provider();
    await upgraded();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(new URL(frame()!.src).searchParams.get('autoplay')).toBe('0');
    await waitFor(() => expect(toggle()!.textContent).toBe('Hintergrundvideo abspielen'));
    fireEvent.click(toggle()!);
    await waitFor(() => expect(new URL(frame()!.src).searchParams.get('autoplay')).toBe('1'));
  });

  it('an address that is not http(s): no frame, no button, a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = provider('javascript:alert(1)');
    await upgraded();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Hintergrundvideo ohne gültige Adresse')));
    expect(frame()).toBeNull();
    expect(toggle()).toBeNull();
  });

  it('removed from the page: its frame and button go with it', async () => {
    document.body.innerHTML = provider();
    await upgraded();
    await waitFor(() => expect(toggle()).not.toBeNull());
    const section = document.querySelector('.section')!;
    document.querySelector('sf-background-video')!.remove();
    await waitFor(() => expect(section.querySelector('iframe, .sf-background-video__controls')).toBeNull());
  });
});
