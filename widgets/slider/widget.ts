import type { WidgetDeclaration } from '../../src/core/loader/policy';

/**
 * The theme's sliders on content pages. 'idle': the slides are a scroll-snap row by CSS from
 * the first paint (swipeable, and usable without JavaScript); the code adds the buttons, the
 * slide picker and the autoplay, none of which the first view needs.
 */
export default { tag: 'sf-slider', when: 'idle' } satisfies WidgetDeclaration;
