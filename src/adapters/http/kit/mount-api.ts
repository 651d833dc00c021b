import { ErrorRequestHandler, IRouter, Request, RequestHandler, Response } from 'express';
import { isJsonObject, validateBody } from './validation/validate-body';
import { currentCaller } from './middleware/authenticate';
import { ownerOf } from '../../../application/merchants/authenticate-merchant';
import { IdempotencySettings, answerIdempotently } from './middleware/idempotency-key';
import { Problem, badRequest, invalidFields } from './problem';
import { API_PREFIX, ApiRoute, BodyDeclaration, Resolve, isKeyed, resolveUses } from './api-route-declaration';
import { sendJson } from './send-json';
import { inOrder } from './middleware/in-order';
import { ClaimedKey } from '../../../application/idempotency/claimed-key';

/**
 * Adds the Express routes of the declared operations to `router` (the app itself: no nested router
 * to enter for each request). Each runs `preambleSteps` (the key, the rate limit, reading the body)
 * after Express has matched it, so even a 401 carries its route in logs and metrics, then, for POST
 * and PATCH, the Idempotency-Key; paths and methods no route takes run the same preamble, then fall
 * through to the 404.
 */
export function mountApi(
  router: IRouter,
  routes: readonly ApiRoute[],
  resolve: Resolve,
  preambleSteps: RequestHandler[],
  idempotency: IdempotencySettings,
): void {
  for (const route of routes) {
    const uses = resolveUses(route.uses, resolve);
    // The steps run in the route's own layer, not in one layer each.
    router[route.method](API_PREFIX + route.path, inOrder([...preambleSteps, async (req: Request, res: Response) => {
      const caller = currentCaller(res);
      const { merchant } = caller;
      const owner = ownerOf(caller);
      const body = readBeforeTheKey(() => (route.emptyBody ? readEmptyBody(req) : readBody(route.body, bodyOrNothing(route.body, req))));
      const run = (idempotencyKey?: ClaimedKey) =>
        route.handle(uses, {
          body: body(),
          params: req.params as Record<string, string>,
          query: route.query?.parse(req.query as Record<string, unknown>),
          merchant,
          caller,
          owner,
          idempotencyKey,
        });
      if (!isKeyed(route)) {
        const { status, body: answer } = await run();
        if (answer === undefined) res.status(status).end();
        else sendJson(req, res, status, answer);
      } else {
        await answerIdempotently(req, res, owner, route, uses, idempotency, run);
      }
    }]));
  }
  const preamble = inOrder(preambleSteps);
  router.use(API_PREFIX, preamble);
  // A path Express cannot percent-decode fails while it is matched, before any route: the key still comes first.
  const keyBeforeUndecodablePath: ErrorRequestHandler = (error, req, res, next) =>
    error instanceof URIError ? preamble(req, res, (failure?: unknown) => next(failure ?? error)) : next(error);
  router.use(API_PREFIX, keyBeforeUndecodablePath);
}

/**
 * Reads the body now: a body that cannot be read at all (400) is answered before the
 * Idempotency-Key is looked at; invalid fields (422) are the operation's answer, given when it runs.
 */
function readBeforeTheKey(read: () => unknown): () => unknown {
  try {
    const body = read();
    return () => body;
  } catch (error) {
    if (error instanceof Problem && error.code === 'bad_request') throw error;
    return () => {
      throw error;
    };
  }
}

/** 400 when the body cannot be what the DTO reads; 422 naming every failing field (dotted) otherwise. */
export function readBody(declared: BodyDeclaration<unknown> | undefined, body: unknown): unknown {
  if (!declared) return undefined;
  const { dto, wrappedIn, requireOneOf } = declared;
  const read = validateBody(dto as new () => object, wrappedIn ? unwrap(body, wrappedIn) : body, wrappedIn) as Record<string, unknown>;
  if (requireOneOf?.every((field) => read[field] === undefined)) {
    throw invalidFields([{ field: requireOneOf[0], reason: 'required', message: `send at least one of ${requireOneOf.join(', ')}` }]);
  }
  return read;
}

/** An optional body that was left out reads as `{}`. */
function bodyOrNothing(declared: BodyDeclaration<unknown> | undefined, req: Pick<Request, 'body' | 'headers'>): unknown {
  return declared?.optional && req.body === undefined && sentNothing(req) ? {} : req.body;
}

const sentNothing = (req: Pick<Request, 'headers'>): boolean =>
  req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0;

/** Nothing at all (or `{}`): see ApiRoute.emptyBody. A body in another media type is not an object: 400. */
export function readEmptyBody(req: Pick<Request, 'body' | 'headers'>): undefined {
  if (req.body === undefined && sentNothing(req)) return undefined;
  if (!isJsonObject(req.body)) throw badRequest('The request body must be empty or a JSON object (Content-Type: application/json).');
  const extra = Object.keys(req.body);
  if (extra.length > 0) throw invalidFields(extra.map((field) => ({ field, reason: 'not_allowed', message: 'is not an allowed field' })));
  return undefined;
}

function unwrap(body: unknown, member: string): unknown {
  if (!isJsonObject(body)) throw badRequest('The request body must be a JSON object (Content-Type: application/json).');
  if (!isJsonObject(body[member])) throw badRequest(`The body must hold the ${member} fields in a "${member}" object.`);
  const extra = Object.keys(body).filter((key) => key !== member);
  if (extra.length > 0) throw invalidFields(extra.map((field) => ({ field, reason: 'not_allowed', message: 'is not an allowed field' })));
  return body[member];
}
