/** Types of scripts/wordpress-plugin.mjs for the tests. */
export interface PoEntry {
  context: string | undefined;
  id: string;
  plural: string | undefined;
  strings: string[];
}
export declare function parsePo(text: string): PoEntry[];
export declare function poToMo(text: string): Buffer;
export declare function layPlugin(options?: { base?: string; dist?: string }): string;
