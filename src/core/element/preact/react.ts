/**
 * What our components import from 'react', for the Preact build (rollup.config.mjs and
 * vitest.config.ts alias 'react' here): Preact's own hooks. preact/compat would also work, but
 * it brings what we never use (class components, Suspense, prop renaming for React's event
 * names) into every page: about 1.3 kB gzip of the 30 kB product page budget.
 */
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
