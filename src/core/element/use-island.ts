import { useLayoutEffect, useState } from 'react';

/**
 * A small element placed next to `anchor` in the server markup for a component to portal
 * into. Removed again on unmount, so an upgraded page returns to its server HTML.
 */
export function useIsland(anchor: Element | null | undefined, where: InsertPosition, className: string) {
  const [island, setIsland] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const element = document.createElement('span');
    element.className = `sf-island ${className}`;
    anchor.insertAdjacentElement(where, element);
    setIsland(element);
    return () => {
      element.remove();
      setIsland(null);
    };
  }, [anchor, where, className]);
  return island;
}
