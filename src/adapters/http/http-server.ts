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
  function AppRequest(this: Fields, socket: unknown): void {
    initRequest.call(this, socket);
    // Never runs: see FIELD_ROOM.
    if (FIELD_ROOM) this.r0 = this.r1 = this.r2 = this.r3 = this.r4 = this.r5 = this.r6 = this.r7 = this.r8 = this.r9 = undefined;
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: Fields, req: unknown, options: unknown): void {
    initResponse.call(this, req, options);
    // Never runs: see FIELD_ROOM.
    if (FIELD_ROOM) {
      this.r0 = this.r1 = this.r2 = this.r3 = this.r4 = this.r5 = this.r6 = this.r7 = this.r8 = this.r9 = undefined;
      this.s0 = this.s1 = this.s2 = this.s3 = this.s4 = this.s5 = this.s6 = this.s7 = this.s8 = this.s9 = undefined;
    }
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/**
 * False: the assignments it guards never run, and are there to be read. V8 gives the objects a
 * function builds room for about as many fields as the `this.x =` assignments it finds in that
 * function's own text, and node:http's initializers, called from here, set some 40 fields on a
 * response and 30 on a request. With no room, a response outgrew its fields before it was
 * answered and V8 turned it into a hash table (slow for every middleware after); a request kept
 * its fields, but in a store outside the object. With room for 20 more fields on the response and
 * 10 on the request, a trivial Express route cost 19-21 µs of CPU instead of 30-34 (docs/benchmarks.md).
 */
const FIELD_ROOM = false as boolean;

type Fields = Record<string, unknown>;
type Initializer = (this: object, ...args: unknown[]) => void;
const initRequest = IncomingMessage as unknown as Initializer;
const initResponse = ServerResponse as unknown as Initializer;
