// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { consentConfig } from './config';

const withConfig = (consent: unknown) => Object.assign(globalThis, { schaufensterConfig: { consent } });

describe('consentConfig: default consent from the shop (spec §4, categories with default consent)', () => {
  afterEach(() => delete (globalThis as { schaufensterConfig?: unknown }).schaufensterConfig);

  it.each<[string, unknown, string[]]>([
    ['none configured', undefined, []],
    ['optional categories, in the vendor order', ['performance', 'functional'], ['functional', 'performance']],
    ['necessary is always on, unknown slugs are ignored', ['necessary', 'tracking', 'analytics'], ['analytics']],
    ['not a list', 'analytics', []],
  ])('%s', (_name, defaultConsent, expected) => {
    withConfig({ defaultConsent });
    expect(consentConfig().defaultConsent).toEqual(expected);
  });
});
