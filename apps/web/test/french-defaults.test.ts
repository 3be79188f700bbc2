import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileDefaults } from '../vite-plugins/french-defaults';

/** Runs a transformed module and returns what it exports as `messages`. */
async function exported(code: string): Promise<unknown> {
  const module = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`
  )) as { messages: unknown };
  return module.messages;
}

describe('precompileDefaults (French texts written into the code that shows them)', () => {
  it('replaces each literal default message by its precompiled AST, with ids and the rest untouched', async () => {
    const source = [
      "const note = 'défaut: inchangé';",
      'export const messages = {',
      "  title: { id: 'search.title', defaultMessage: 'Déjà vu 😀' },",
      '  count: { id: "search.count", defaultMessage: "{count, plural, one {# membre} other {# membres}}" },',
      '  quoted: { id: `x.quoted`, "defaultMessage": `Bonjour {name}` },',
      '  // A message whose key is itself `defaultMessage`: only its own text changes.',
      "  defaultMessage: { id: 'x.default', defaultMessage: 'Votre message' },",
      '  note,',
      '};',
    ].join('\n');
    const result = precompileDefaults(source, '/apps/web/src/example.ts');
    expect(result).not.toBeNull();
    // The ids of the messages it declares, for the English parts (vite-plugins/english-parts.ts).
    expect(result?.ids).toEqual(['search.count', 'search.title', 'x.default', 'x.quoted']);
    expect(await exported(result?.code ?? '')).toEqual({
      title: { id: 'search.title', defaultMessage: parse('Déjà vu 😀') },
      count: {
        id: 'search.count',
        defaultMessage: parse('{count, plural, one {# membre} other {# membres}}'),
      },
      quoted: { id: 'x.quoted', defaultMessage: parse('Bonjour {name}') },
      defaultMessage: { id: 'x.default', defaultMessage: parse('Votre message') },
      note: 'défaut: inchangé',
    });
  });

  it('handles a JSX message once compiled to a call', async () => {
    const source = [
      'const jsx = (type, props) => props;',
      "export const messages = jsx('FormattedMessage', { id: 'a.b', defaultMessage: 'Fermer', values: { n: 1 } });",
    ].join('\n');
    expect(await exported(precompileDefaults(source, '/packages/ui/src/x.js')?.code ?? '')).toEqual(
      {
        id: 'a.b',
        defaultMessage: [{ type: 0, value: 'Fermer' }],
        values: { n: 1 },
      },
    );
  });

  it('leaves a default that is not a literal as it is, and a module without any alone', () => {
    const dynamic = "const text = 'x'; export const messages = { id: 'a', defaultMessage: text };";
    expect(precompileDefaults(dynamic, '/apps/web/src/a.ts')).toBeNull();
    expect(precompileDefaults('export const messages = 1;', '/apps/web/src/b.ts')).toBeNull();
  });

  it('fails the build on a literal text whose id is not a literal: English could not find it', () => {
    expect(() =>
      precompileDefaults(
        "const key = 'a'; export const messages = { id: key, defaultMessage: 'Fermer' };",
        '/apps/web/src/d.ts',
      ),
    ).toThrow(/"Fermer" has no literal id/);
  });

  it('fails the build on a default message that is not valid ICU', () => {
    expect(() =>
      precompileDefaults(
        "export const messages = { id: 'a', defaultMessage: '{count, plural, one {x}' };",
        '/apps/web/src/c.ts',
      ),
    ).toThrow();
  });
});
