// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { methodEventName } from './events';

describe('methodEventName', () => {
  it.each<[string, string | undefined, string]>([
    ['ppcp_invalidate_methods', undefined, 'ppcp_invalidate_methods'],
    ['ppcp_render_method', 'ppcp-gateway', 'ppcp_render_method-ppcp-gateway'],
    ['ppcp_redraw_method', 'ppcp-credit-card-gateway', 'ppcp_redraw_method-ppcp-credit-card-gateway'],
    ['ppcp_redraw_method', '', 'ppcp_redraw_method'],
  ])('%s + %s → %s', (event, method, expected) => expect(methodEventName(event, method)).toBe(expected));

  it.each(['ppcp_render', 'ppcp_checkout_rendered', 'ppcp_render_method-ppcp-gateway', ''])('%j throws', (event) => expect(() => methodEventName(event)).toThrow(new Error(`Invalid event: ${event}`)));
});
