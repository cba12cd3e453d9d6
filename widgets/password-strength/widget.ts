import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The meter needs nothing before the shopper touches the form: its code loads on the first
 * focus or pointer in it (a click on a submit button before then is held until it is there),
 * its scorer and dictionaries on the first focus or input in the password field.
 */
export default { tag: 'sf-password-strength', when: 'interaction', trigger: '[type="submit"]' } satisfies WidgetDeclaration;
