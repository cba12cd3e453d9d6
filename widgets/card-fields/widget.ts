import type { WidgetDeclaration } from '../../src/core/loader/policy';

/** The card gateway's fields, inside the checkout once it has upgraded and the card's payment box shows (the card method is chosen). */
export default { tag: 'sf-card-fields', when: { inside: 'sf-checkout' } } satisfies WidgetDeclaration;
