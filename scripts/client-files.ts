import { openApiDocument } from '../src/adapters/http/docs/openapi-document';

/** Where the client lives, from the repository's root. */
export const CLIENT_DIR = 'clients/typescript';
export const GENERATE_COMMAND = 'npm run client:generate';

const HEADER = `// Generated from the service's OpenAPI document by \`${GENERATE_COMMAND}\`. Do not edit.\n\n`;

/** The typed client's generated files, relative to clients/typescript, built from the code's own OpenAPI document. */
export async function clientFiles(): Promise<Record<string, string>> {
  // Imported as an ES module: its CommonJS build still requires ESM-only dependencies, which Jest cannot.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const document = openApiDocument();
  const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
  return {
    'openapi.json': JSON.stringify(document, null, 2) + '\n',
    'src/schema.d.ts': HEADER + types,
  };
}
