import { createPortal } from 'react-dom';
import type { WidgetProps } from '../../src/core/element/define-widget';
import { useIsland } from '../../src/core/element/use-island';
import type { Suggestion } from '../../src/search/contracts';
import { t } from './i18n';
import { useLiveSearch } from './use-live-search';

export interface SuggestionListProps {
  id: string;
  suggestions: readonly Suggestion[];
  open: boolean;
  active: number;
  optionId(index: number): string;
  choose(index: number): void;
}

/**
 * The listbox of the WAI-ARIA combobox pattern ("combobox with listbox popup",
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): options are never focused, the field
 * keeps focus and names the active one (aria-activedescendant). Every shop value is a text
 * node: a name or price with markup shows as written, nothing of it is interpreted.
 */
export function SuggestionList({ id, suggestions, open, active, optionId, choose }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('Search suggestions')}
      className="sf-live-search__listbox"
      hidden={!open}
      // A press on an option keeps focus in the field: the click that follows chooses it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={`${suggestion.id}-${index}`}
          id={optionId(index)}
          role="option"
          aria-selected={index === active ? 'true' : 'false'}
          aria-disabled={suggestion.url === null ? 'true' : undefined}
          className={`sf-live-search__option${index === active ? ' is-active' : ''}`}
          onClick={() => choose(index)}
        >
          {suggestion.image && <img className="sf-live-search__image" src={suggestion.image} alt="" width={40} height={40} loading="lazy" />}
          <span className="sf-live-search__name">{suggestion.name}</span>
          {suggestion.price && <span className="sf-live-search__price">{suggestion.price}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Header search with suggestions under the field (spec §2 Global, §7); the form stays the shop's GET form. */
export function LiveSearch({ container }: WidgetProps) {
  const { parts, view, listboxId, optionId, choose } = useLiveSearch(container);
  const island = useIsland(parts && !parts.results ? parts.field : null, 'afterend', 'sf-live-search__island');
  const target = parts?.results ?? island;
  if (!target) return null;
  return createPortal(
    <>
      <SuggestionList id={listboxId} suggestions={view.suggestions} open={view.open} active={view.active} optionId={optionId} choose={choose} />
      {view.message && <p className="sf-live-search__message">{view.message}</p>}
    </>,
    target,
  );
}
