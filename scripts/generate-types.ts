/**
 * Writes the typed surface integrators build on, from the declarations the code already has:
 *
 * - `types/schaufenster.d.ts`: every `sf-*` tag in `HTMLElementTagNameMap` (an element interface
 *   with the properties its `defineWidget()` call maps to attributes, typed as the component's
 *   props), the `sf:*` events of every domain's `…EventMap` (src/<domain>/events.ts) and the
 *   events dispatched under a plugin's own names (`PluginEventMap`: Contact Form 7's `wpcf7…`) as
 *   typed `CustomEvent`s in the element, document and window event maps, and
 *   `window.schaufensterConfig` (src/core/config/schaufenster-config.ts with what the domains add to it);
 * - `custom-elements.json`: a Custom Elements Manifest (schema 2.0.0) for editors and Storybook:
 *   per tag its attributes, the events its code dispatches and its README's first paragraph.
 *
 * Both are committed: the unit tests, which run before any build, check them against a fresh
 * generation, and an integrator's package needs no build step of ours to get them. Run after
 * changing a widget, its attributes, an event or the configuration type:
 *   npx tsx scripts/generate-types.ts          (`--check` exits 1 when a file is stale)
 *
 * Types are printed from the TypeScript checker's view of the sources, so a declaration merged
 * in from a domain (events, configuration) is there without being listed here. Our own named
 * types are emitted once under their names; the DOM's and the standard library's are named.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { readWidgetFolders, type WidgetFolder } from './generate-widget-registry';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = path.join(root, 'types/schaufenster.d.ts');
export const MANIFEST_FILE = path.join(root, 'custom-elements.json');
const COMMAND = 'npx tsx scripts/generate-types.ts';

const EVENT_BUS = 'src/core/events/bus.ts';
const CONFIG_FILE = 'src/core/config/schaufenster-config.ts';

const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const isOurs = (file: string) => !relative(file).startsWith('..') && !relative(file).includes('node_modules/');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
const propertyKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

function docOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  return symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() : '';
}

function jsDoc(text: string, indent: string): string {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\\/').split('\n');
  return lines.length === 1 ? `${indent}/** ${lines[0]} */\n` : `${indent}/**\n${lines.map((line) => `${indent} *${line ? ` ${line}` : ''}`).join('\n')}\n${indent} */\n`;
}

/** Prose in lines of at most about 100 characters, as the sources' comments are. */
function wrap(text: string, width = 100): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join('\n');
}

/** Declarations of a symbol in our sources (none: the DOM's, the standard library's, a package's). */
function ownDeclarations(symbol: ts.Symbol): ts.Declaration[] {
  return (symbol.declarations ?? []).filter((d) => isOurs(d.getSourceFile().fileName));
}

/**
 * Members in the order they are written: the interface's own declaration first, then what
 * other files merge into it, by file.
 */
const declarationOrder = (a: ts.Symbol, b: ts.Symbol) => {
  const [da, db] = [a.declarations?.[0], b.declarations?.[0]];
  if (!da || !db) return 0;
  const key = (d: ts.Declaration) => `${ts.isModuleBlock(d.parent.parent) ? 1 : 0}${relative(d.getSourceFile().fileName)}`;
  const [fa, fb] = [key(da), key(db)];
  return fa === fb ? da.pos - db.pos : fa < fb ? -1 : 1;
};

/**
 * Prints types as declaration text. A named interface or type alias of ours becomes a
 * declaration of its own (`declarations`), referenced by name; anything else is written out.
 */
class TypePrinter {
  /** Name → declaration text, for our named types met so far. */
  readonly declarations = new Map<string, string>();
  private readonly names = new Map<ts.Symbol, string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  /** The type of a property as declared (an alias keeps its name), without the `undefined` an optional one adds. */
  propertyType(property: ts.Symbol): string {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const generic = declaration && ts.isInterfaceDeclaration(declaration.parent) && declaration.parent.typeParameters;
    if (declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type && !generic && isOurs(declaration.getSourceFile().fileName)) {
      return this.node(declaration.type);
    }
    let type = this.checker.getTypeOfSymbol(property);
    if (property.flags & ts.SymbolFlags.Optional && type.isUnion()) {
      const defined = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
      if (defined.length === 1) type = defined[0]!;
      else return this.union(defined);
    }
    return this.text(type);
  }

  /** A type as written in our source: a library generic (Partial, Record, Omit) keeps its name and prints its arguments. */
  node(node: ts.TypeNode): string {
    if (ts.isTypeReferenceNode(node)) {
      const symbol = this.checker.getSymbolAtLocation(node.typeName);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
      const ours = target && ownDeclarations(target).length > 0;
      if (target && !ours && node.typeArguments?.length) return `${target.name}<${node.typeArguments.map((arg) => this.node(arg)).join(', ')}>`;
      // One of our aliases by its name, even where the checker keeps no name (`(typeof SLUGS)[number]`).
      if (target && ours && !node.typeArguments?.length && target.flags & ts.SymbolFlags.TypeAlias) {
        return this.named(target, () => this.aliasBody(target, this.checker.getDeclaredTypeOfSymbol(target)));
      }
    }
    return this.text(this.checker.getTypeFromTypeNode(node));
  }

  text(type: ts.Type, skipAlias?: ts.Symbol): string {
    const alias = type.aliasSymbol;
    if (alias && alias !== skipAlias) {
      if (ownDeclarations(alias).length && !type.aliasTypeArguments?.length) return this.named(alias, () => this.aliasBody(alias, type));
      if (!ownDeclarations(alias).length && type.aliasTypeArguments?.length) return `${alias.name}<${type.aliasTypeArguments.map((arg) => this.text(arg)).join(', ')}>`;
    }
    if (type.isUnion()) return this.union(type.types);
    if (type.isIntersection()) return type.types.map((member) => this.wrap(member)).join(' & ');
    if (type.isStringLiteral()) return `'${type.value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
    if (!(type.flags & ts.TypeFlags.Object)) return this.checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    const object = type as ts.ObjectType;
    if (this.checker.isArrayType(type)) {
      const element = this.wrap(this.checker.getTypeArguments(type as ts.TypeReference)[0]!);
      return `${type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : ''}${element}[]`;
    }
    if (this.checker.isTupleType(type))
      return `[${this.checker
        .getTypeArguments(type as ts.TypeReference)
        .map((arg) => this.text(arg))
        .join(', ')}]`;
    const symbol = type.symbol;
    const isNamed = symbol && !symbol.name.startsWith('__') && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class);
    if (isNamed && !ownDeclarations(symbol).length) {
      const args = object.objectFlags & ts.ObjectFlags.Reference ? this.checker.getTypeArguments(type as ts.TypeReference) : [];
      return args.length ? `${symbol.name}<${args.map((arg) => this.text(arg)).join(', ')}>` : symbol.name;
    }
    if (isNamed && !(object.objectFlags & ts.ObjectFlags.Reference && this.checker.getTypeArguments(type as ts.TypeReference).length)) {
      return this.named(symbol, () => this.interfaceBody(type));
    }
    return this.literal(type);
  }

  private union(members: readonly ts.Type[]): string {
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const rest = members.filter((member) => !(member.flags & ts.TypeFlags.BooleanLiteral)).map((member) => this.wrap(member));
    const all = booleans.length === 2 ? ['boolean', ...rest] : [...booleans.map((member) => this.text(member)), ...rest];
    // null and undefined last, as people write them.
    const nullish = (text: string) => text === 'null' || text === 'undefined';
    return [...all.filter((text) => !nullish(text)), ...all.filter(nullish)].join(' | ');
  }

  private wrap(type: ts.Type): string {
    const text = this.text(type);
    return (type.isUnion() && !type.aliasSymbol) || type.getCallSignatures().length ? `(${text})` : text;
  }

  /** An object type written out: `{ a: string; b?: number }`, or a function type. */
  private literal(type: ts.Type): string {
    const properties = this.checker.getPropertiesOfType(type);
    const indexes = this.checker.getIndexInfosOfType(type);
    const calls = type.getCallSignatures();
    if (calls.length === 1 && !properties.length && !indexes.length) return this.signature(calls[0]!);
    const members = [
      ...indexes.map((info) => `${info.isReadonly ? 'readonly ' : ''}[key: ${this.text(info.keyType)}]: ${this.text(info.type)}`),
      ...properties.sort(declarationOrder).map((property) => this.member(property, '')),
      ...calls.map((call) => this.signature(call, true)),
    ];
    return members.length ? `{ ${members.join('; ')} }` : '{}';
  }

  private member(property: ts.Symbol, indent: string): string {
    const declaration = property.declarations?.[0];
    const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${indent}${readonly}${propertyKey(property.name)}${optional}: ${this.propertyType(property)}`;
  }

  private signature(signature: ts.Signature, asMember = false): string {
    const parameters = signature.getParameters().map((parameter) => `${parameter.name}: ${this.text(this.checker.getTypeOfSymbol(parameter))}`);
    const result = this.text(signature.getReturnType());
    return asMember ? `(${parameters.join(', ')}): ${result}` : `(${parameters.join(', ')}) => ${result}`;
  }

  private named(symbol: ts.Symbol, body: () => string): string {
    const known = this.names.get(symbol);
    if (known) return known;
    let name = symbol.name;
    for (let n = 2; [...this.names.values()].includes(name); n++) name = `${symbol.name}${n}`;
    this.names.set(symbol, name);
    const text = body();
    const declaration = text.startsWith('{') ? `export interface ${name} ${text}` : `export type ${name} = ${text};`;
    this.declarations.set(name, `${jsDoc(docOf(symbol, this.checker), '')}${declaration}\n`);
    return name;
  }

  private interfaceBody(type: ts.Type): string {
    const properties = this.checker.getPropertiesOfType(type).sort(declarationOrder);
    const indexes = this.checker.getIndexInfosOfType(type);
    const members = [
      ...properties.map((property) => `${jsDoc(docOf(property, this.checker), '  ')}${this.member(property, '  ')};`),
      ...indexes.map((info) => `  ${info.isReadonly ? 'readonly ' : ''}[key: ${this.text(info.keyType)}]: ${this.text(info.type)};`),
    ];
    return members.length ? `{\n${members.join('\n')}\n}` : '{}';
  }

  private aliasBody(alias: ts.Symbol, type: ts.Type): string {
    const declaration = ownDeclarations(alias)[0];
    // `type Categories = Record<CategorySlug, boolean>` stays written so.
    if (declaration && ts.isTypeAliasDeclaration(declaration) && ts.isTypeReferenceNode(declaration.type) && declaration.type.typeArguments?.length) return this.node(declaration.type);
    return this.text(type, alias);
  }
}

interface WidgetSurface {
  folder: string;
  tag: string;
  className: string;
  when: string;
  description: string;
  attributes: Array<{ name: string; field: string; type: string; description: string }>;
  events: string[];
}

/** The README's first paragraph after its title: what the element is. */
export function readmeSummary(markdown: string): string {
  const paragraphs = markdown
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((p) => p.trim());
  const first = paragraphs.find((p) => p && !p.startsWith('#') && !p.startsWith('```') && !p.startsWith('<'));
  return (first ?? '').replace(/\s*\n\s*/g, ' ');
}

const R2WC_TYPES: Record<string, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'unknown',
  function: '(...args: unknown[]) => unknown',
  method: '(...args: unknown[]) => unknown',
};

function createProgram(): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.build.json'),
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.build.json could not be read');
  return ts.createProgram({ rootNames: config.fileNames, options: config.options });
}

function sourceFile(program: ts.Program, file: string): ts.SourceFile {
  const found = program.getSourceFile(path.join(root, file));
  if (!found) throw new Error(`${file} is not in the program (tsconfig.build.json)`);
  return found;
}

function interfaceType(program: ts.Program, file: string, name: string): ts.Type {
  const declaration = sourceFile(program, file).statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name);
  if (!declaration) throw new Error(`${file} declares no interface ${name}`);
  return program.getTypeChecker().getTypeAtLocation(declaration.name);
}

/** Files a module's code loads (static and dynamic imports, not type-only), within our sources. */
function codeImports(program: ts.Program, file: ts.SourceFile): ts.SourceFile[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers
    .filter((specifier) => specifier.startsWith('.') && !specifier.includes('?'))
    .map((specifier) => ts.resolveModuleName(specifier, file.fileName, program.getCompilerOptions(), ts.sys).resolvedModule?.resolvedFileName)
    .flatMap((resolved) => (resolved && isOurs(resolved) ? [program.getSourceFile(resolved)].filter((f): f is ts.SourceFile => !!f) : []));
}

/** The string literals a type allows: a union of them, a single one, or a type parameter's constraint. */
function literalNames(type: ts.Type | undefined, checker: ts.TypeChecker): string[] {
  const constrained = type && type.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(type) : type;
  if (!constrained) return [];
  const members = constrained.isUnion() ? constrained.types : [constrained];
  return members.every((member) => member.isStringLiteral()) ? members.map((member) => (member as ts.StringLiteralType).value) : [];
}

/**
 * The events a module dispatches: a page event's `sf:` name (or a plugin event's) passed to
 * `emit`/`emitOn`, or following `'emit'` in a machine's effect (`effect('emit', 'sf:reset-data')`,
 * `effect('emit', 'wpcf7reset', …)`); a plugin event's
 * name where the code's types expect one of them (the name of `dispatchContactEvent`, the values
 * of the table of events by server status), not where it is only listened for.
 */
function dispatchedEvents(file: ts.SourceFile, known: Set<string>, pluginEvents: Set<string>, checker: ts.TypeChecker): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && pluginEvents.has(node.text)) {
      const expected = literalNames(checker.getContextualType(node), checker);
      if (expected.length && expected.every((name) => pluginEvents.has(name))) found.push(node.text);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : '';
      node.arguments.forEach((arg, i) => {
        if (!ts.isStringLiteralLike(arg) || !(known.has(arg.text) || pluginEvents.has(arg.text))) return;
        const previous = node.arguments[i - 1];
        if (callee === 'emit' || callee === 'emitOn' || (previous && ts.isStringLiteralLike(previous) && previous.text === 'emit')) found.push(arg.text);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function widgetSurface(program: ts.Program, printer: TypePrinter, widget: WidgetFolder, events: Set<string>, pluginEvents: Set<string>): WidgetSurface {
  const checker = program.getTypeChecker();
  const file = `widgets/${widget.folder}/element.ts`;
  const element = sourceFile(program, file);
  let call: ts.CallExpression | undefined;
  let className = '';
  for (const statement of element.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.initializer && ts.isCallExpression(declaration.initializer) && declaration.initializer.expression.getText() === 'defineWidget') {
        call = declaration.initializer;
        className = declaration.name.getText();
      }
    }
  }
  if (!call) throw new Error(`${file} exports no defineWidget(…) call`);
  const [tagArg, component, propsArg] = call.arguments;
  if (!tagArg || !ts.isStringLiteral(tagArg) || tagArg.text !== widget.declaration.tag) throw new Error(`${file}: defineWidget's tag is not ${widget.declaration.tag}, the tag widget.ts declares`);

  const componentProps = component && checker.getTypeAtLocation(component).getCallSignatures()[0]?.getParameters()[0];
  const propsType = componentProps && component ? checker.getTypeOfSymbolAtLocation(componentProps, component) : undefined;
  const attributes: WidgetSurface['attributes'] = [];
  if (propsArg && ts.isObjectLiteralExpression(propsArg)) {
    for (const property of propsArg.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isStringLiteral(property.initializer)) throw new Error(`${file}: write the props as { name: 'string' | 'number' | 'boolean' | 'json' }`);
      const field = property.name.getText();
      const prop = propsType?.getProperty(field);
      attributes.push({
        name: kebab(field),
        field,
        type: prop ? printer.propertyType(prop) : (R2WC_TYPES[property.initializer.text] ?? 'unknown'),
        description: docOf(prop, checker),
      });
    }
  } else if (propsArg && !ts.isArrayLiteralExpression(propsArg)) {
    throw new Error(`${file}: the props of defineWidget must be written out for the generated types`);
  }

  const seen = new Set<ts.SourceFile>();
  const queue = [element];
  const dispatched = new Set<string>();
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const name of dispatchedEvents(next, events, pluginEvents, checker)) dispatched.add(name);
    queue.push(...codeImports(program, next));
  }

  const readme = path.join(root, 'widgets', widget.folder, 'README.md');
  const when = widget.declaration.when;
  return {
    folder: widget.folder,
    tag: widget.declaration.tag,
    className,
    when:
      typeof when === 'string'
        ? `'${when}'`
        : `{ ${Object.entries(when)
            .map(([key, value]) => `${key}: '${value}'`)
            .join(', ')} }`,
    description: existsSync(readme) ? readmeSummary(readFileSync(readme, 'utf8')) : '',
    attributes,
    events: [...dispatched].sort(),
  };
}

const described = (description: string | undefined) => (description ? { description } : {});

export interface Surface {
  types: string;
  manifest: string;
  /** The names in the sources' event maps: page events (`sf:…`) and plugin events (`wpcf7…`). */
  events: { page: string[]; plugin: string[] };
}

/** Both files' text, from the sources as they are. */
export async function generateSurface(): Promise<Surface> {
  const widgets = await readWidgetFolders();
  const program = createProgram();
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker);

  const eventMap = interfaceType(program, EVENT_BUS, 'PageEventMap');
  const eventProperties = checker.getPropertiesOfType(eventMap).sort(declarationOrder);
  const eventNames = new Set(eventProperties.map((p) => p.name));
  // The domains' own maps (CartEventMap, …), each emitted under its name, in file order.
  const domainMaps = [...new Set(eventProperties.map((p) => p.declarations?.[0]?.parent).filter((d): d is ts.InterfaceDeclaration => !!d && ts.isInterfaceDeclaration(d)))];
  const mapNames = domainMaps.map((declaration) => printer.text(checker.getTypeAtLocation(declaration.name)));
  const bridged = printer.text(interfaceType(program, EVENT_BUS, 'BridgedDetail'));
  const config = printer.text(interfaceType(program, CONFIG_FILE, 'SchaufensterConfig'));
  // Events under a plugin's own names: their domains' maps, emitted the same way.
  const pluginProperties = checker.getPropertiesOfType(interfaceType(program, EVENT_BUS, 'PluginEventMap')).sort(declarationOrder);
  const pluginNames = new Set(pluginProperties.map((p) => p.name));
  const pluginMaps = [...new Set(pluginProperties.map((p) => p.declarations?.[0]?.parent).filter((d): d is ts.InterfaceDeclaration => !!d && ts.isInterfaceDeclaration(d)))];
  const pluginMapNames = pluginMaps.map((declaration) => printer.text(checker.getTypeAtLocation(declaration.name)));
  const detailText = new Map([...eventProperties, ...pluginProperties].map((p) => [p.name, printer.propertyType(p)]));
  const eventDocs = new Map([...eventProperties, ...pluginProperties].map((p) => [p.name, docOf(p, checker)]));

  const surfaces = widgets.map((widget) => widgetSurface(program, printer, widget, eventNames, pluginNames));

  const elements = surfaces.map((w) => {
    const doc = [wrap(w.description), '', wrap(`Loads: ${w.when} (widgets/${w.folder}/widget.ts). Markup, attributes, configuration and events: widgets/${w.folder}/README.md.`)].join('\n');
    const members = w.attributes.map((a) => {
      const doc = a.description.includes(`\`${a.name}\``) ? a.description : `${a.description ? `${a.description} ` : ''}Attribute \`${a.name}\`.`;
      return `${jsDoc(doc, '  ')}  ${a.field}: ${a.type} | undefined;`;
    });
    return `${jsDoc(doc, '')}export interface ${pascal(w.tag)}Element extends HTMLElement${members.length ? ` {\n${members.join('\n')}\n}` : ' {}'}\n`;
  });

  const types = `// Generated by \`${COMMAND}\` from the widget declarations, the domains' events and the configuration type: do not edit.
// Add it to a TypeScript project with \`"types": ["schaufenster"]\` in tsconfig.json, or \`/// <reference types="schaufenster" />\`.

/** Every \`sf:\` page event's detail, by name. */
export interface SchaufensterEventDetails extends ${mapNames.join(', ')} {}

/**
 * The \`sf:\` events as listeners receive them: bubbling CustomEvents, dispatched on document.body
 * or on the element they concern. One relayed from a jQuery trigger carries \`fromJQuery: true\`.
 */
export type SchaufensterEventMap = { [N in keyof SchaufensterEventDetails]: CustomEvent<SchaufensterEventDetails[N] & ${bridged}> };

/** The events dispatched under another plugin's own names, which shop scripts already listen for: detail by name. */
export interface SchaufensterPluginEventDetails${pluginMapNames.length ? ` extends ${pluginMapNames.join(', ')}` : ''} {}

/** The plugin-named events as listeners receive them: bubbling CustomEvents from the element they concern (never from jQuery). */
export type SchaufensterPluginEventMap = { [N in keyof SchaufensterPluginEventDetails]: CustomEvent<SchaufensterPluginEventDetails[N]> };

${elements.join('\n')}
${[...printer.declarations.entries()]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([, text]) => text)
  .join('\n')}
declare global {
  interface HTMLElementTagNameMap {
${surfaces.map((w) => `    '${w.tag}': ${pascal(w.tag)}Element;`).join('\n')}
  }
  interface HTMLElementEventMap extends SchaufensterEventMap, SchaufensterPluginEventMap {}
  interface DocumentEventMap extends SchaufensterEventMap, SchaufensterPluginEventMap {}
  interface WindowEventMap extends SchaufensterEventMap, SchaufensterPluginEventMap {}
  interface Window {
    schaufensterConfig?: ${config};
  }
}
`;

  const manifest = {
    schemaVersion: '2.0.0',
    readme: 'README.md',
    modules: surfaces.map((w) => {
      const module = `widgets/${w.folder}/element.ts`;
      return {
        kind: 'javascript-module',
        path: module,
        declarations: [
          {
            kind: 'class',
            name: w.className,
            tagName: w.tag,
            customElement: true,
            description: w.description,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: w.attributes.map((a) => ({ name: a.name, fieldName: a.field, type: { text: a.type }, ...described(a.description) })),
            members: w.attributes.map((a) => ({ kind: 'field', name: a.field, type: { text: `${a.type} | undefined` }, attribute: a.name, ...described(a.description) })),
            events: w.events.map((name) => ({ name, type: { text: `CustomEvent<${detailText.get(name)}>` }, ...described(eventDocs.get(name)) })),
          },
        ],
        exports: [
          { kind: 'js', name: w.className, declaration: { name: w.className, module } },
          { kind: 'custom-element-definition', name: w.tag, declaration: { name: w.className, module } },
        ],
      };
    }),
  };
  return { types, manifest: `${JSON.stringify(manifest, null, 2)}\n`, events: { page: [...eventNames], plugin: [...pluginNames] } };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const surface = await generateSurface();
  const files: Array<[string, string]> = [
    [TYPES_FILE, surface.types],
    [MANIFEST_FILE, surface.manifest],
  ];
  if (process.argv.includes('--check')) {
    const stale = files.filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
    for (const [file] of stale) console.error(`${relative(file)} is out of date: run ${COMMAND}`);
    process.exitCode = stale.length ? 1 : 0;
  } else {
    for (const [file, text] of files) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    console.log(`${files.map(([file]) => relative(file)).join(', ')} written`);
  }
}
