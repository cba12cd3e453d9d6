// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { widgetPolicies } from '../rollup.config.mjs';
import { registeredWidgets } from '../src/entry/registry';

/** Rollup's plugin context as widgetPolicies uses it: the widget declarations, transpiled as the build transpiles them. */
function context(files: string[]) {
  return {
    getModuleIds: () => files.values(),
    getModuleInfo: (id: string) => ({ code: ts.transpileModule(readFileSync(id, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } }).outputText }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
}

describe("the manifest's policies (rollup.config.mjs, for servers without the registry: the WordPress plugin)", () => {
  it("give every widget the load policy it declares and the demo shop's preload rule", async () => {
    const files = registeredWidgets.map((widget) => path.resolve('widgets', widget.tag.slice(3), 'widget.ts'));
    const policies = await widgetPolicies(context([...files, path.resolve('src/entry/loader.ts')]));
    expect(Object.keys(policies).sort()).toEqual(registeredWidgets.map((widget) => widget.tag).sort());
    for (const widget of registeredWidgets) {
      // demo-server/http/widget-scripts.ts: `widget.preload ?? (when is 'in-page' or 'visible')`
      expect(policies[widget.tag], widget.tag).toEqual({ when: widget.when, preload: widget.preload ?? (widget.when === 'in-page' || widget.when === 'visible') });
    }
  });

  it('stop the build with the file named when a declaration is not one of literals', async () => {
    const broken = { ...context([]), getModuleIds: () => ['/x/widgets/broken/widget.ts'].values(), getModuleInfo: () => ({ code: "import x from './y';\nexport default { tag: x };" }) };
    await expect(widgetPolicies(broken)).rejects.toThrow(/widgets\/broken\/widget\.ts could not be read/);
  });
});
