/** Where the API reference page and its files live; every URL is on this server. */
export const DOCS_PATH = '/docs';
export const DOCS_ASSETS_PATH = '/docs/assets';
export const OPENAPI_PATH = '/openapi.json';

/** Our own script that starts Swagger UI on this server's document. */
export const DOCS_SCRIPT = 'docs.js';

/** The files the page loads, with their media types: Swagger UI's own (from swagger-ui-dist), then ours. */
export const DOCS_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css',
  'index.css': 'text/css',
  'swagger-ui-bundle.js': 'text/javascript',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
  [DOCS_SCRIPT]: 'text/javascript',
};

/** Scripts, styles, images and fetches from this origin only; Swagger UI sets inline styles. */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const asset = (file: string) => `${DOCS_ASSETS_PATH}/${file}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function docsPage(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" type="text/css" href="${asset('swagger-ui.css')}">
    <link rel="stylesheet" type="text/css" href="${asset('index.css')}">
    <link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}" sizes="32x32">
    <link rel="icon" type="image/png" href="${asset('favicon-16x16.png')}" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${asset('swagger-ui-bundle.js')}" charset="UTF-8"></script>
    <script src="${asset(DOCS_SCRIPT)}" charset="UTF-8"></script>
  </body>
</html>
`;
}

/** validatorUrl: null keeps Swagger UI from sending the document to validator.swagger.io. */
export const DOCS_SCRIPT_SOURCE = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;
