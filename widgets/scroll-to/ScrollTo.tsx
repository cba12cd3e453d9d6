import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { bulletOf, type Bullet } from './rules';
import { useScrollSpy } from './use-scroll-spy';
import { t } from './i18n';

/** Flatsome's `[scroll_to]` markers (`<span class="scroll-to" data-bullet="true" data-link="#…" data-title="…">`). */
export const MARKER = '.scroll-to[data-bullet]';

/**
 * The scroll-to bullets: a navigation fixed beside the content with one link per marked
 * section, the section being read marked `aria-current`. The links are `scroll-to-link`s, so
 * the theme's scroll animation takes them (sf-sticky-header); before it has loaded they are
 * plain fragment links. Shown from 850 px on (schaufenster.css), as the theme does; first in
 * the content, so that the keyboard reaches the sections' list before the sections.
 */
export function ScrollTo({ container }: WidgetProps) {
  const found = useMemo(() => {
    const markers: Element[] = [];
    const bullets: Bullet[] = [];
    for (const marker of container.querySelectorAll<HTMLElement>(MARKER)) {
      const bullet = bulletOf({ bullet: marker.dataset.bullet, link: marker.dataset.link, title: marker.dataset.title });
      if (!bullet) continue;
      markers.push(marker);
      bullets.push(bullet);
    }
    return { markers, bullets };
  }, [container]);
  const links = useMemo(() => found.bullets.map((bullet) => bullet.link), [found]);
  const active = useScrollSpy(found.markers, links);
  const island = useIsland(found.bullets.length ? container : null, 'afterbegin', 'sf-scroll-to__island');
  if (!island) return null;
  return createPortal(
    <nav className="scroll-to-bullets" aria-label={t('Sections of this page')}>
      <ul>
        {found.bullets.map((bullet, index) => (
          <li key={bullet.link}>
            <a href={bullet.link} className={`scroll-to-link${index === active ? ' active' : ''}`} aria-current={index === active ? 'location' : undefined} data-title={bullet.title}>
              <span className="scroll-to-bullets__label">{bullet.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>,
    island,
  );
}
