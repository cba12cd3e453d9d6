import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The contact form: loads once shown (its acceptance boxes hold the submit button, and the
 * schema is fetched before the first change). Until then, and without JavaScript, the form
 * posts the classic way.
 */
export default { tag: 'sf-contact-form', when: 'visible' } satisfies WidgetDeclaration;
