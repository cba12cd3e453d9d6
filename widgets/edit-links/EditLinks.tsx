import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import { useEditLinks } from './use-edit-links';

/**
 * Before the block: a labelled group of two links (page builder with menu_id, backend
 * editor) for staff who can edit pages; nothing at all for anyone else.
 */
export function EditLinks({ container }: WidgetProps) {
  const targets = useEditLinks(container);
  const island = useIsland(targets ? container : null, 'afterbegin', 'sf-edit-links__island');
  if (!targets || !island) return null;
  return createPortal(
    <span className="block-edit-link sf-edit-links" role="group" aria-label={`Block „${targets.title}“ bearbeiten`}>
      {targets.builder && (
        <a className="sf-edit-links__builder" href={targets.builder}>
          Im Page-Builder bearbeiten
        </a>
      )}
      {targets.backend && (
        <a className="sf-edit-links__backend" href={targets.backend}>
          Im Backend bearbeiten
        </a>
      )}
    </span>,
    island,
  );
}
