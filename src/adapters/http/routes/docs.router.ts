import { Request, Response, Router } from 'express';
import {
  DOCS_ASSETS_PATH,
  DOCS_CONTENT_SECURITY_POLICY,
  DOCS_FILES,
  DOCS_PATH,
  DOCS_SCRIPT,
  DOCS_SCRIPT_SOURCE,
  OPENAPI_PATH,
  docsPage,
} from '../openapi/docs-page';
import { openApiDocument } from '../openapi/document';
import { OpenApiDocument } from '../openapi/types';

// The package's own path helper, without loading the 1.5 MB bundle that its index requires.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const swaggerUiDirectory = (require('swagger-ui-dist/absolute-path.js') as () => string)();

/** GET /openapi.json, and the API reference page at GET /docs from swagger-ui-dist: no secret key, no CDN. */
export function docsRouter(document: OpenApiDocument = openApiDocument()): Router {
  const router = Router();
  const json = JSON.stringify(document);
  const page = docsPage(String(document.info.title));

  router.get(OPENAPI_PATH, (_req: Request, res: Response) => {
    res.type('application/json').send(json);
  });

  router.get(DOCS_PATH, (_req: Request, res: Response) => {
    res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
    res.type('text/html').send(page);
  });

  router.get(`${DOCS_ASSETS_PATH}/:file`, (req: Request<{ file: string }>, res: Response, next) => {
    const file = req.params.file;
    if (!Object.prototype.hasOwnProperty.call(DOCS_FILES, file)) return next();
    res.type(DOCS_FILES[file]);
    if (file === DOCS_SCRIPT) return void res.send(DOCS_SCRIPT_SOURCE);
    res.sendFile(file, { root: swaggerUiDirectory, maxAge: '1d', dotfiles: 'deny' }, (error) => {
      if (error) next(error);
    });
  });

  return router;
}
