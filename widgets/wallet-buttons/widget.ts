import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The wallet's buttons in a payment area; the provider script itself loads only once the area is near the viewport or used. */
export default { tag: 'sf-wallet-buttons', when: 'idle' } satisfies WidgetDeclaration;
