import { useMemo } from 'react';
import { pageGlobal } from '../../src/core/config/page-globals';
import { canEditPages, editTargets, type EditTargets } from './rules';

let motionNoticeGiven = false;

/**
 * The block's edit targets when the visitor may edit pages (spec §6), else null. Staff also
 * get the theme's console notice, once per page, that reduced motion switches animations off.
 */
export function useEditLinks(host: HTMLElement): EditTargets | null {
  return useMemo(() => {
    if (!canEditPages(pageGlobal('flatsomeVars'))) return null;
    if (!motionNoticeGiven && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      motionNoticeGiven = true;
      console.info('Schaufenster: „Bewegung reduzieren“ ist aktiv – Animationen und Zähler werden ohne Bewegung gezeigt.');
    }
    const { title, builder, backend, menuId } = host.dataset;
    return editTargets({ title, builder, backend, menuId }, document.baseURI);
  }, [host]);
}
