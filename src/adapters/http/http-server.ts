import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { Express } from 'express';

/**
 * HTTP server timeouts, in milliseconds.
 * - headersTimeout: a client has this long to send the request line and headers (slowloris).
 * - requestTimeout: ... and this long for the whole request; bodies are at most 16 KiB.
 * - keepAliveTimeout: an idle keep-alive connection is closed after this. Longer than the 60 s idle
 *   timeout of common load balancers (AWS ALB, nginx upstreams), so that they, not we, close idle
 *   connections and never send a request on one we have just closed.
 * - connectionsCheckingInterval: how often the first two are checked (Node's default is 30 s).
 * How long the answer itself may take is not limited here.
 */
const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
} as const;

/** The service's HTTP server for `app`: its timeouts, and requests and responses born with the app's prototypes. */
export function createHttpServer(app: Express): Server {
  return createServer({ ...SERVER_TIMEOUTS, ...httpServerClasses(app) }, app);
}

/**
 * For node:http's createServer: request and response classes whose objects are born with `app`'s
 * request and response prototypes. Express gives every request and response it handles those
 * prototypes (Object.setPrototypeOf); on an object built with another prototype, V8 makes that swap
 * costly and leaves the object slow to read and write in every middleware after it. Born with
 * them, the swap changes nothing. (node:http's classes are plain constructor functions: they are
 * called on the object being built, which is much cheaper than Reflect.construct.)
 */
function httpServerClasses(app: Express): { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse } {
  // A Node whose classes are ES classes (which cannot be called so) keeps its own: slower, never broken.
  if ([IncomingMessage, ServerResponse].some((type) => Function.prototype.toString.call(type).startsWith('class'))) {
    return { IncomingMessage, ServerResponse };
  }
  function AppRequest(this: object, socket: unknown): void {
    initRequest.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, req: unknown, options: unknown): void {
    initResponse.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

type Initializer = (this: object, ...args: unknown[]) => void;
const initRequest = IncomingMessage as unknown as Initializer;
const initResponse = ServerResponse as unknown as Initializer;
