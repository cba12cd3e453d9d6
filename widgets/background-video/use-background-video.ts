import { useCallback, useEffect, useRef, useState } from 'react';
import { embedUrl } from './rules';
import { t } from './i18n';

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A section's background video: a video of the shop's own (`video`) or a provider's embed that
 * this hook puts into `provider` (an element with the embed's address in `data-src`). Without
 * reduced motion it plays by itself, muted and looping, while the section is in view; with
 * reduced motion only when the visitor asks. Paused by the visitor, it stays paused.
 *
 * The provider's frame is made with its address set before it is in the page: the consent
 * blocker (src/consent/blocker/) holds an address of a provider whose category is not accepted,
 * so nothing is requested from the provider before consent, and it puts its consent offer in
 * front of the frame; it loads the address once the visitor consents. Whether it starts by
 * itself is in that address (the provider's `autoplay` parameter). The frame goes right after
 * the section's content (the stylesheet lays it behind): the blocker's offer before it is then
 * read and reached after the text, where it shows.
 */
export function useBackgroundVideo(host: HTMLElement, section: HTMLElement, video: HTMLVideoElement | null, provider: HTMLElement | null) {
  const [playing, setPlaying] = useState(false);
  const [playable, setPlayable] = useState(false);
  const pausedByVisitor = useRef(reducedMotion());
  const frame = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    if (!video) return;
    // The decision is this code's: the markup's autoplay (if any) would ignore reduced motion.
    video.autoplay = false;
    video.muted = true;
    if (pausedByVisitor.current) video.pause();
    const listening = new AbortController();
    const { signal } = listening;
    const sync = () => setPlaying(!video.paused && !video.error);
    video.addEventListener('play', sync, { signal });
    video.addEventListener('pause', sync, { signal });
    // A source that cannot play (missing, a format the browser lacks): the poster stays, no button.
    video.addEventListener('error', () => (setPlayable(false), sync()), { capture: true, signal });
    setPlayable(!video.error);
    sync();
    const start = () => void video.play()?.catch(sync);
    if (typeof IntersectionObserver !== 'function') {
      if (!pausedByVisitor.current) start();
      return () => listening.abort();
    }
    // Plays only while in view: nobody watches it elsewhere, and it costs battery.
    const observer = new IntersectionObserver((entries) => {
      const inView = entries[entries.length - 1]!.isIntersecting;
      if (inView && !pausedByVisitor.current && video.paused) start();
      else if (!inView && !video.paused) video.pause();
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      listening.abort();
    };
  }, [host, video]);

  useEffect(() => {
    if (!provider) return;
    const autoplay = !pausedByVisitor.current;
    const src = embedUrl(provider.dataset.src, autoplay, document.baseURI);
    if (!src) {
      console.warn('Schaufenster: Hintergrundvideo ohne gültige Adresse (data-src); der Abschnitt zeigt nur seinen Hintergrund.');
      return;
    }
    const iframe = document.createElement('iframe');
    const title = provider.dataset.title?.trim().slice(0, 200);
    iframe.title = title ? t('Background video: %s', title) : t('Background video');
    iframe.className = 'video-bg__frame';
    // Decoration behind the section's text: the visitor plays and pauses it with the button.
    iframe.tabIndex = -1;
    iframe.allow = 'autoplay';
    iframe.src = src;
    const content = section.querySelector(':scope > .section-content');
    if (content) content.after(iframe);
    else section.append(iframe);
    frame.current = iframe;
    setPlaying(autoplay);
    setPlayable(true);
    return () => {
      iframe.remove();
      frame.current = null;
    };
  }, [section, provider]);

  const toggle = useCallback(() => {
    pausedByVisitor.current = playing;
    if (video) {
      if (playing) video.pause();
      else void video.play()?.catch(() => setPlaying(!video.paused));
      return;
    }
    const iframe = frame.current;
    const src = iframe && embedUrl(provider?.dataset.src, !playing, document.baseURI);
    if (!iframe || !src) return;
    // A provider's embed without its player script starts and stops by its address.
    iframe.src = src;
    setPlaying(!playing);
  }, [playing, video, provider]);

  return { playing, playable, toggle };
}
