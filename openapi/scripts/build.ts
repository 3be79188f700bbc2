// Bundles the split contract into one document and generates its TypeScript from it: the types
// (`@app/openapi/schema`) and the enum value arrays (`@app/openapi/enums`). `pnpm generate` writes them;
// the contract tests call the same functions to catch stale output.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract, repoRoot, type OpenApiDocument } from './bundle';
import openapiTS, { astToString } from 'openapi-typescript';
import * as ts from 'typescript';
import * as prettier from 'prettier';

export { bundleContract, contractPath, repoRoot, type OpenApiDocument } from './bundle';

export const bundlePath = join(repoRoot, 'openapi/dist/openapi.json');
export const schemaTypesPath = join(repoRoot, 'openapi/generated/schema.d.ts');
export const enumValuesPath = join(repoRoot, 'openapi/generated/enums.ts');
export const referencePath = join(repoRoot, 'openapi/dist/reference.html');

const HEADER = `/**
 * Generated from openapi/openapi.yaml by \`pnpm generate\` (openapi-typescript). Do not edit:
 * change the contract and generate again. A contract test fails when this file is stale.
 */

`;

/** The helper types openapi-typescript declares for the value arrays; they go with the arrays. */
const ENUM_HELPERS = new Set(['FlattenedDeepRequired', 'ReadonlyArray']);

function isEnumValues(node: ts.Node): boolean {
  return (
    ts.isVariableStatement(node) ||
    (ts.isTypeAliasDeclaration(node) && ENUM_HELPERS.has(node.name.text))
  );
}

async function format(source: string, filepath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(source, { ...options, filepath });
}

/**
 * The contract's types (`schema`, a declaration file: nothing at run time) and, for each enum, the
 * array of its values (`enums`, run-time constants typed by the schema: `genderValues`, …), from one
 * openapi-typescript run with `enumValues`.
 */
export async function generateTypes(
  document: OpenApiDocument,
): Promise<{ schema: string; enums: string }> {
  const ast = await openapiTS(document as never, {
    alphabetize: false,
    exportType: false,
    enumValues: true,
  });
  const schema = HEADER + astToString(ast.filter((node) => !isEnumValues(node)));
  const enums =
    HEADER +
    "import type { components, paths } from './schema';\n\n" +
    astToString(ast.filter(isEnumValues));
  return {
    schema: await format(schema, schemaTypesPath),
    enums: await format(enums, enumValuesPath),
  };
}

/**
 * A static, self-contained reference page: Redoc's standalone bundle and the contract inlined, so it
 * works offline and from any static host (Redocly's own build-docs loads Redoc from a CDN).
 */
export function renderReference(document: OpenApiDocument): string {
  const require = createRequire(import.meta.url);
  const redoc = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  const info = document.info as { title?: string } | undefined;
  const title = (info?.title ?? 'API reference').replace(/[<>&"]/g, '');
  // JSON inside a script element: no "</script>" or "<!--" can close or open anything.
  const spec = JSON.stringify(document).replace(/</g, '\\u003c');
  const safeRedoc = redoc.replace(/<\/script/gi, '<\\/script');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body { margin: 0; }</style>
</head>
<body>
<div id="redoc"></div>
<script>${safeRedoc}</script>
<script>Redoc.init(${spec}, { hideDownloadButton: false, expandResponses: '200,201', jsonSampleExpandLevel: 3 }, document.getElementById('redoc'));</script>
</body>
</html>
`;
}

async function main(): Promise<void> {
  const document = await bundleContract();
  mkdirSync(dirname(bundlePath), { recursive: true });
  writeFileSync(bundlePath, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Bundled ${bundlePath}`);
  if (process.argv.includes('--types')) {
    const { schema, enums } = await generateTypes(document);
    mkdirSync(dirname(schemaTypesPath), { recursive: true });
    writeFileSync(schemaTypesPath, schema);
    writeFileSync(enumValuesPath, enums);
    console.log(`Generated ${schemaTypesPath} and ${enumValuesPath}`);
  }
  if (process.argv.includes('--docs')) {
    writeFileSync(referencePath, renderReference(document));
    console.log(`Built the reference ${referencePath}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main();
}
