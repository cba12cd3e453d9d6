import { useEffect } from 'react';
import { adminAjaxUrl, brandWords } from '../../src/core/config/page-globals';
import { postForm } from '../../src/core/http/client';
import { feedOutcome, NEAR_VIEWPORT_MARGIN } from './rules';

/** Logged-in users with the admin bar (spec §6) see the feed's errors; WordPress marks the body. */
const hasAdminBar = () => document.body.classList.contains('admin-bar') || !!document.getElementById('wpadminbar');

/**
 * Waits until the block nears the viewport, then POSTs its data string to admin-ajax and puts
 * the answer in its place. The answer's pictures come from the photo service: the server
 * prints them in the consent blocker's held form, so they load only with consent (the blocker
 * releases them once their category is accepted, now or later).
 */
export function usePhotoFeed(host: HTMLElement) {
  useEffect(() => {
    const block = host.querySelector<HTMLElement>('[data-flatsome-instagram]');
    if (!block) return;
    const abort = new AbortController();
    const load = async () => {
      block.setAttribute('aria-busy', 'true');
      const answer = await postForm(adminAjaxUrl(), { action: `${brandWords().theme}_load_instagram`, data: block.getAttribute('data-flatsome-instagram') ?? '' }, { signal: abort.signal });
      if (abort.signal.aborted) return;
      block.removeAttribute('aria-busy');
      const outcome = feedOutcome(answer, hasAdminBar());
      if (outcome.show === 'html') {
        // A template parses inertly: nothing loads or runs before it is in the page.
        const template = document.createElement('template');
        template.innerHTML = outcome.html;
        block.replaceWith(template.content);
      } else if (outcome.show === 'error') {
        const error = document.createElement('p');
        error.className = 'sf-photo-feed__error';
        error.textContent = outcome.text;
        block.replaceChildren(error);
      } else {
        if (outcome.log) console.warn(outcome.log);
        block.hidden = true;
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(block);
    return () => {
      observer.disconnect();
      abort.abort();
      block.removeAttribute('aria-busy');
    };
  }, [host]);
}
