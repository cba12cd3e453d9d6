/** Types of rollup.config.mjs for the tests. */
import type { RollupOptions } from 'rollup';

export interface WidgetPolicy {
  when: unknown;
  preload: boolean | string;
}
export declare function widgetPolicies(context: {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { code: string | null } | null;
  error(message: string): never;
}): Promise<Record<string, WidgetPolicy>>;
declare const config: RollupOptions[];
export default config;
