import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../kit/html/escape-html';

/** Where the API reference page and its files live; every URL is on this server. */
export const DOCS_PATH = '/docs';
export const DOCS_ASSETS_PATH = '/docs/assets';
export const OPENAPI_PATH = '/openapi.json';
/** The routes outside /api/v1: operators', and the hosted page's. */
export const OPERATOR_OPENAPI_PATH = '/openapi/operator.json';

// The package's own path helper, without loading the 1.5 MB bundle that its index requires.
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const SWAGGER_UI_DIRECTORY = (require('swagger-ui-dist/absolute-path.js') as () => string)();

/** The package's start-up script, which we replace with our own. */
export const DOCS_SCRIPT = 'swagger-initializer.js';

/** swagger-ui-dist's own page (no inline script), without the standalone preset: its top bar loads documents by URL; ours is fixed. */
const PACKAGE_PAGE = readFileSync(join(SWAGGER_UI_DIRECTORY, 'index.html'), 'utf8').replace(
  /\s*<script src="[^"]*swagger-ui-standalone-preset\.js"[^>]*>\s*<\/script>/,
  '',
);

/** The files that page loads, and no other is served: the package's own, and DOCS_SCRIPT, ours. */
export const DOCS_FILES: readonly string[] = [...PACKAGE_PAGE.matchAll(/\b(?:href|src)="(?:\.\/)?([^"]+)"/g)].map(([, file]) => file);
export const DOCS_MEDIA_TYPES = ['text/css', 'text/javascript', 'image/png'];

/** Scripts, styles, images and fetches from this origin only; Swagger UI sets inline styles. */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** That page under our title, its relative links pointed at DOCS_ASSETS_PATH. */
export const docsPage = (title: string): string =>
  PACKAGE_PAGE.replace(/\b(href|src)="(?:\.\/)?/g, `$1="${DOCS_ASSETS_PATH}/`)
    .replace('<title>Swagger UI</title>', `<title>${escapeHtml(title)}</title>`);

/**
 * Swagger UI's defaults (BaseLayout, the API preset) but for these; validatorUrl: null keeps it from sending the document to
 * validator.swagger.io.
 */
const SWAGGER_UI_OPTIONS = { url: OPENAPI_PATH, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null };

export const DOCS_SCRIPT_SOURCE = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle(${JSON.stringify(SWAGGER_UI_OPTIONS)});
});
`;
