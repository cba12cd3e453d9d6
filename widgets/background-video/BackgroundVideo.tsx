import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useBackgroundVideo } from './use-background-video';
import { t } from './i18n';

/**
 * Flatsome's section with a background video (`.section.has-video`): a video of the shop's own
 * (`video.video-bg`) or a provider's (`.video-bg[data-src]`, the embed's address). Adds one
 * button after the section's content that plays and pauses it (WCAG 2.2.2), the only way to
 * start it with reduced motion.
 */
export function BackgroundVideo({ container }: WidgetProps) {
  const section = useMemo(() => container.querySelector<HTMLElement>('.section') ?? container, [container]);
  const video = useMemo(() => section.querySelector<HTMLVideoElement>('video.video-bg'), [section]);
  const provider = useMemo(() => (video ? null : section.querySelector<HTMLElement>('.video-bg[data-src]')), [section, video]);
  const { playing, playable, toggle } = useBackgroundVideo(container, section, video, provider);
  const controls = useIsland(playable ? section : null, 'beforeend', 'sf-background-video__controls');
  if (!controls) return null;
  return createPortal(
    <button type="button" className="button sf-background-video__toggle" onClick={toggle}>
      {playing ? t('Pause background video') : t('Play background video')}
    </button>,
    controls,
  );
}
