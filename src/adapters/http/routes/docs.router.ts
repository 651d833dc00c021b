import { NextFunction, Request, Response, Router } from 'express';
import { DOCS_CONTENT_SECURITY_POLICY, DOCS_FILES, DOCS_SCRIPT, DOCS_SCRIPT_SOURCE, SWAGGER_UI_DIRECTORY, docsPage } from '../openapi/docs-page';
import { OpenApiDocument, openApiDocument } from '../openapi/document';
import { mountOpenRoutes } from './open-route';
import { DOCS_ROUTES } from './operations.routes';

/** GET /openapi.json, and the API reference page at GET /docs from swagger-ui-dist: no secret key, no CDN. */
export function docsRouter(document: OpenApiDocument = openApiDocument()): Router {
  const json = JSON.stringify(document);
  const page = docsPage(String(document.info.title));
  return mountOpenRoutes(Router(), DOCS_ROUTES, {
    getOpenApiDocument: [(_req: Request, res: Response) => void res.type('application/json').send(json)],
    getDocsPage: [
      (_req: Request, res: Response) => {
        res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
        res.type('text/html').send(page);
      },
    ],
    getDocsAsset: [
      (req: Request, res: Response, next: NextFunction) => {
        const file = String(req.params.file);
        if (!DOCS_FILES.includes(file)) return next();
        res.type(file);
        if (file === DOCS_SCRIPT) return void res.send(DOCS_SCRIPT_SOURCE);
        res.sendFile(file, { root: SWAGGER_UI_DIRECTORY, maxAge: '1d', dotfiles: 'deny' }, (error) => {
          if (error) next(error);
        });
      },
    ],
  });
}
