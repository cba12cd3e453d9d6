import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { t } from './i18n';
import { descriptionPreview } from './rules';
import { useConsentBanner } from './use-consent-banner';

const useViewportWidth = () => {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
};

/**
 * The consent banner (spec §2 Consent banner, §4 Consent) on the shop's markup: a region
 * labelled by its heading (not a modal: the page stays usable, nothing is accepted by
 * dismissing it, and 'Alle ablehnen' is a button like 'Alle akzeptieren'). The component
 * renders only the collapsed description and its 'Mehr anzeigen' toggle; the rest is the
 * server's HTML driven by use-consent-banner.ts.
 */
export function ConsentBanner({ container }: WidgetProps) {
  useConsentBanner(container);
  const description = useMemo(() => container.querySelector<HTMLElement>('.sf-consent__description'), [container]);
  const width = useViewportWidth();
  const preview = useMemo(() => (description ? descriptionPreview(description.textContent ?? '', width) : null), [description, width]);
  const [expanded, setExpanded] = useState(false);
  const island = useIsland(preview ? description : null, 'afterend', 'sf-consent__more');
  const collapsed = preview !== null && !expanded;

  useEffect(() => {
    if (!description) return;
    description.hidden = collapsed;
    return () => {
      description.hidden = false;
    };
  }, [description, collapsed]);

  if (!island || !preview || !description) return null;
  return createPortal(
    <>
      {collapsed && <p className="sf-consent__preview">{preview}</p>}
      <button type="button" className="sf-consent__more-button" aria-expanded={expanded} aria-controls={description.id} onClick={() => setExpanded(!expanded)}>
        {expanded ? t('Show less') : t('Show more')}
      </button>
    </>,
    island,
  );
}
