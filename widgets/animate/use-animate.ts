import { useEffect } from 'react';
import { ANIMATE_THRESHOLD, COUNT_UP_MS, countTextAt, parseCount } from './rules';

const reducedMotion = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Counts `.count-up` numbers up from 0 when they come into view, and marks `[data-animate]`
 * elements `data-animated` when they do (the stylesheet hides them only once this widget has
 * upgraded: `sf-animate[data-sf-upgraded]`, so content is never hidden without JavaScript).
 * Reduced motion: nothing counts, nothing is hidden, nothing moves.
 */
export function useAnimate(host: HTMLElement) {
  useEffect(() => {
    if (reducedMotion() || typeof IntersectionObserver !== 'function') {
      // Shown as they are: mark the animated ones done so no style waits for them.
      host.querySelectorAll<HTMLElement>('[data-animate]').forEach((element) => element.setAttribute('data-animated', 'true'));
      return;
    }
    const counts = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) {
            // Scrolled past before the code came: shown as it is (final value, not hidden), as
            // nobody would see it animate.
            if (entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0)) {
              observer.unobserve(entry.target);
              if (!entry.target.matches('.count-up')) entry.target.setAttribute('data-animated', 'true');
            }
            continue;
          }
          observer.unobserve(entry.target);
          if (entry.target.matches('.count-up')) counts.set(entry.target, countUp(entry.target as HTMLElement));
          else entry.target.setAttribute('data-animated', 'true');
        }
      },
      { threshold: ANIMATE_THRESHOLD },
    );
    host.querySelectorAll('.count-up, [data-animate]').forEach((element) => observer.observe(element));
    host.dataset.sfAnimating = '';
    return () => {
      observer.disconnect();
      counts.forEach((stop) => stop());
      delete host.dataset.sfAnimating;
      host.querySelectorAll('[data-animated]').forEach((element) => element.removeAttribute('data-animated'));
    };
  }, [host]);
}

/**
 * Count one number up over COUNT_UP_MS. Screen readers get the final value throughout: the
 * changing digits are hidden from them and a visually hidden copy holds the final text.
 * Returns a stop that puts the final text back.
 */
function countUp(element: HTMLElement): () => void {
  const finalText = element.textContent ?? '';
  const count = parseCount(finalText);
  if (!count) return () => {};
  const spoken = document.createElement('span');
  spoken.className = 'screen-reader-text';
  spoken.textContent = finalText;
  element.after(spoken);
  element.setAttribute('aria-hidden', 'true');
  let frame = 0;
  const start = performance.now();
  const finish = () => {
    cancelAnimationFrame(frame);
    element.textContent = finalText;
    element.removeAttribute('aria-hidden');
    spoken.remove();
  };
  const step = (now: number) => {
    const elapsed = now - start;
    if (elapsed >= COUNT_UP_MS) return finish();
    element.textContent = countTextAt(count, elapsed);
    frame = requestAnimationFrame(step);
  };
  element.textContent = countTextAt(count, 0);
  frame = requestAnimationFrame(step);
  return finish;
}
