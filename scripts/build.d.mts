/** Types of scripts/build.mjs for the tests. */
export declare const root: string;
export declare const OUTPUTS: readonly string[];
export declare function inputHash(base?: string): string;
export declare function isUpToDate(output: string, hash: string, distDir?: string): boolean;
export declare function buildOutputs(outputs: readonly string[], options?: { hash?: string; quiet?: boolean; nice?: boolean; signal?: AbortSignal }): Promise<number>;
