import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The theme's page loader. 'in-page': it must be taken away 1 s after the page came at the
 * latest, and whatever CSS shows it (only where scripts run and motion is welcome) is hidden or
 * not, its code has to come with the first widgets.
 */
export default { tag: 'sf-page-loader', when: 'in-page' } satisfies WidgetDeclaration;
