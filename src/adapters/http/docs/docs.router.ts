import compression from 'compression';
import { NextFunction, Request, Response, Router } from 'express';
import {
  DOCS_CONTENT_SECURITY_POLICY, DOCS_FILES, DOCS_SCRIPT, DOCS_SCRIPT_SOURCE, SWAGGER_UI_DIRECTORY, docsPage,
} from './docs-page';
import { openApiDocument, operatorOpenApiDocument } from './openapi-document';
import { mountOpenRoutes } from '../kit/open-route-declaration';
import { cspNonce, pageSecurityHeaders } from '../kit/html/page-security-headers';
import { Problem } from '../kit/problem';
import { isErrorCode, problemIndexPage, problemPage } from './problem-pages';
import { DOCS_ROUTES } from './docs.operations';

/**
 * GET /openapi.json (the merchant API), GET /openapi/operator.json (every other route), the API
 * reference page at GET /docs from swagger-ui-dist (no secret key, no CDN), and the page of each error
 * code that problems' `type` points at. Compressed for clients that accept it; the compression runs on
 * these routes only, never on the API's.
 */
export function docsRouter(documents = { merchant: openApiDocument(), operator: operatorOpenApiDocument() }): Router {
  const merchant = JSON.stringify(documents.merchant);
  const operator = JSON.stringify(documents.operator);
  const page = docsPage(documents.merchant.info.title);
  const compress = compression();
  return mountOpenRoutes(Router(), DOCS_ROUTES, {
    getOpenApiDocument: [compress, (_req: Request, res: Response) => void res.type('application/json').send(merchant)],
    getOperatorOpenApiDocument: [compress, (_req: Request, res: Response) => void res.type('application/json').send(operator)],
    getDocsPage: [
      compress,
      (_req: Request, res: Response) => {
        res.setHeader('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY);
        res.type('text/html').send(page);
      },
    ],
    getDocsAsset: [
      (req: Request, _res: Response, next: NextFunction) => next(DOCS_FILES.includes(String(req.params.file)) ? undefined : 'route'),
      compress,
      (req: Request, res: Response, next: NextFunction) => {
        const file = String(req.params.file);
        res.type(file);
        if (file === DOCS_SCRIPT) return void res.send(DOCS_SCRIPT_SOURCE);
        res.sendFile(file, { root: SWAGGER_UI_DIRECTORY, maxAge: '1d', dotfiles: 'deny' }, (error) => {
          if (error) next(error);
        });
      },
    ],
    getProblemTypes: [
      pageSecurityHeaders,
      (_req: Request, res: Response) => void res.type('text/html').send(problemIndexPage(cspNonce(res))),
    ],
    getProblemType: [
      pageSecurityHeaders,
      (req: Request, res: Response) => {
        const code = String(req.params.code);
        if (!isErrorCode(code)) throw new Problem('not_found', `There is no error code ${JSON.stringify(code)}.`);
        res.type('text/html').send(problemPage(code, cspNonce(res)));
      },
    ],
  });
}
