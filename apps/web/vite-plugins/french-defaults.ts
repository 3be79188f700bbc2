import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import type { SourceMap } from 'magic-string';
import { parseSync, type Plugin } from 'vite';

/** The sources whose messages the app shows: its own and the design system's, not tests or stories. */
const SOURCE = /\/(?:apps\/web|packages\/ui)\/src\/.*\.[cm]?[jt]sx?$/;
const NOT_SHIPPED = /\.(?:test|stories)\.[jt]sx?$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The text of a string literal or of a template literal without expressions, else undefined. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as { value: { cooked: string | null } }[];
    if ((node.expressions as unknown[]).length === 0 && quasis.length === 1)
      return quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

function isKey(key: Node, name: string): boolean {
  return (
    (key.type === 'Identifier' && key.name === name) ||
    (key.type === 'Literal' && key.value === name)
  );
}

/** The property `name` of an object literal, if it has one that is not computed. */
function propertyOf(object: Node, name: string): Node | undefined {
  for (const property of object.properties as Node[]) {
    if (property.type === 'Property' && property.computed !== true && isNode(property.key))
      if (isKey(property.key, name)) return property;
  }
  return undefined;
}

/** A module's messages once precompiled: its code, and the ids of the messages it declares. */
export interface PrecompiledModule {
  code: string;
  map: SourceMap;
  ids: string[];
}

/**
 * Every `defaultMessage: '…'` of a module (a message descriptor, `defineMessages`, a JSX
 * `<FormattedMessage defaultMessage="…">` once compiled to a call) with its literal replaced by
 * react-intl's precompiled AST of that text, and the ids of those messages (the English catalogue's
 * parts, vite-plugins/english-parts.ts, carry the same ids). Other values are left as they are. A
 * literal text needs a literal id: another language could not find it otherwise.
 */
export function precompileDefaults(code: string, id: string): PrecompiledModule | null {
  if (!code.includes('defaultMessage')) return null;
  const { program, errors } = parseSync(id, code, { lang: 'js', sourceType: 'module' });
  const [error] = errors;
  if (error) throw new Error(`${id}: ${error.message}`);
  const out = new MagicString(code);
  const ids = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const value = propertyOf(node, 'defaultMessage')?.value as Node | undefined;
      const text = value && literalText(value);
      if (value && text !== undefined) {
        const key = propertyOf(node, 'id')?.value as Node | undefined;
        const messageId = key && literalText(key);
        if (messageId === undefined)
          throw new Error(`${id}: the message "${text}" has no literal id`);
        ids.add(messageId);
        out.overwrite(value.start, value.end, JSON.stringify(parse(text)));
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(child);
    }
  };
  visit(program);
  if (!out.hasChanged()) return null;
  return {
    code: out.toString(),
    map: out.generateMap({ hires: 'boundary', source: id }),
    ids: [...ids].sort(),
  };
}

/**
 * French is the app's source language: every message's French text is its `defaultMessage`, written
 * where the message is used (test/i18n.test.ts holds the catalogue `fr.json` equal to them). A build
 * therefore ships French with the code that shows it, each text precompiled (as the catalogues are,
 * vite.config.ts) so that nothing is parsed at run time, and loads no French catalogue at all
 * (src/i18n/locales.ts): a page carries the texts of the components it draws and no other (issue 12).
 * English comes in parts, each with its chunk (vite-plugins/english-parts.ts): `onModule` hears the
 * ids each module declares. Dev and tests keep the strings and the catalogues.
 */
export function frenchDefaults(onModule?: (file: string, ids: readonly string[]) => void): Plugin {
  return {
    name: 'french-defaults',
    apply: 'build',
    // After the TypeScript and JSX transforms: a module is plain JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || NOT_SHIPPED.test(file)) return null;
      const result = precompileDefaults(code, file);
      onModule?.(file, result?.ids ?? []);
      return result && { code: result.code, map: result.map };
    },
  };
}
