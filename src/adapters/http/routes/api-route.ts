import { ClassConstructor } from 'class-transformer';
import { CreatePaymentRequest } from '../../../application/create-payment-request';
import { GetEvent } from '../../../application/get-event';
import { GetPaymentRequest } from '../../../application/get-payment-request';
import { ListEvents } from '../../../application/list-events';
import { ListPaymentRequests } from '../../../application/list-payment-requests';
import { PayByC2p } from '../../../application/pay-by-c2p';
import { PayByCard } from '../../../application/pay-by-card';
import { RecoveryPoint } from '../../../application/ports/idempotency-store';
import { SettleAttemptNow } from '../../../application/settle-attempt-now';
import { PaymentRequest } from '../../../domain/payment-request';
import { KeyProgress } from '../../idempotency/idempotency-context';
import { Merchant } from '../../../application/ports/merchant-repository';
import { UpdatePaymentRequest } from '../../../application/update-payment-request';
import { CancelPaymentRequest } from '../../../application/cancel-payment-request';
import { CreateWebhookEndpoint } from '../../../application/create-webhook-endpoint';
import { DeleteWebhookEndpoint } from '../../../application/delete-webhook-endpoint';
import { ListWebhookDeliveries } from '../../../application/list-webhook-deliveries';
import { GetWebhookEndpoint, ListWebhookEndpoints } from '../../../application/read-webhook-endpoints';
import { RotateWebhookSecret } from '../../../application/rotate-webhook-secret';
import { UpdateWebhookEndpoint } from '../../../application/update-webhook-endpoint';
import { ErrorCode } from '../error-codes';
import type { JsonSchema } from '../openapi/types';
import type { EventSchemaName } from '../openapi/schemas/event';
import type { ResponseSchemaName } from '../openapi/schemas/payment-request';
import type { WebhookEndpointSchemaName } from '../openapi/schemas/webhook-endpoint';
import { PaymentRequestPresenter } from '../presenters/payment-request.presenter';

export const API_PREFIX = '/api/v1';

/** What every /api/v1 operation can answer beside its own work: the key, the rate limit, reading the body, the database, a bug. */
export const API_ERRORS: readonly ErrorCode[] = ['bad_request', 'unauthorized', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'internal_error', 'service_unavailable'];

export interface WebhookEndpointUseCases {
  create: CreateWebhookEndpoint;
  list: ListWebhookEndpoints;
  get: GetWebhookEndpoint;
  update: UpdateWebhookEndpoint;
  remove: DeleteWebhookEndpoint;
  rotateSecret: RotateWebhookSecret;
  listDeliveries: ListWebhookDeliveries;
}

/** What the handlers work with. */
export interface ApiDependencies {
  paymentRequests: { create: CreatePaymentRequest; update: UpdatePaymentRequest; get: GetPaymentRequest; list: ListPaymentRequests; cancel: CancelPaymentRequest };
  checkouts: { payByC2p: PayByC2p; payByCard: PayByCard; settleAttemptNow: SettleAttemptNow };
  events: { list: ListEvents; get: GetEvent };
  webhookEndpoints: WebhookEndpointUseCases;
  presenter: PaymentRequestPresenter;
}

/** A handler's input: everything already read and validated. */
export type RequestInput<Body = undefined, Query = undefined> = { body: Body; params: Record<string, string>; query: Query; merchant: Merchant };

/** One request with an Idempotency-Key, as its saves see it. */
export interface KeyedRequest {
  requestId: string | undefined;
  /** The payment attempt this request started, once a save has recorded it. */
  attemptId?: string;
}

/** What a handler answers, sent as JSON (a 204 with `body: undefined` is sent without one). Failures are thrown (a Problem or a domain error). */
export type Reply = { status: 200 | 201 | 204; body: unknown };

export interface BodyDeclaration<Body> {
  /** The class-validator DTO: it validates the body and generates its schema. */
  dto: ClassConstructor<Body>;
  /** The fields sit in this one member (`{ "payment": { … } }`). */
  wrappedIn?: string;
  /** At least one of these fields must be sent. */
  requireOneOf?: string[];
  examples: Record<string, { summary: string; value: unknown }>;
}

/**
 * One /api/v1 operation, declared once. routes/mount-api.ts derives its Express route (key, rate
 * limit, body, validation, handler) and openapi/api-operations.ts its OpenAPI operation.
 */
export interface ApiRoute<Body = unknown, Query = unknown> {
  operationId: string;
  /** POST and PATCH take an Idempotency-Key; GET and DELETE need none (they are safe to repeat as they are). */
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Express syntax, under API_PREFIX: `:id` is one path segment. */
  path: string;
  tag: 'Payment requests' | 'Checkouts' | 'Events' | 'Webhook endpoints';
  summary: string;
  description: string;
  /** OpenAPI details (description, schema) of each `:name` in the path. */
  pathParameters?: Record<string, JsonSchema>;
  /** The query string's parameters as documented, and the parser that reads them (400 on anything else). */
  query?: { parameters: JsonSchema[]; parse(raw: Record<string, unknown>): Query };
  body?: BodyDeclaration<Body>;
  /** The operation reads no fields: no body, or `{}`; any member is a 422 naming it, a body that is not an object a 400. */
  emptyBody?: true;
  /** No schema: an answer without a body (204). */
  success: { status: Reply['status']; description: string; schema?: ResponseSchemaName | EventSchemaName | WebhookEndpointSchemaName };
  /** The codes this operation can answer beyond API_ERRORS; statuses and titles come from ERROR_CODES. */
  errors: ErrorCode[];
  handle(deps: ApiDependencies, input: RequestInput<Body, Query>): Promise<Reply>;
  /**
   * POST and PATCH (Idempotency-Key): what a payment request stored by this operation means for
   * the key, written in the same transaction. By default the success answer with the management view.
   */
  progressFromState?(deps: ApiDependencies, request: PaymentRequest, keyed: KeyedRequest): KeyProgress;
  /** Answers a retry whose first request died after reaching `point`, without running the operation again. */
  recover?(deps: ApiDependencies, point: RecoveryPoint, merchantId: string): Promise<Reply>;
}

/** Checks a declaration's parts against each other (body DTO and handler, parser and handler). */
export const declareRoute = <Body, Query>(route: ApiRoute<Body, Query>): ApiRoute => route as unknown as ApiRoute;

/** POST and PATCH run under their Idempotency-Key. */
export const isKeyed = (route: Pick<ApiRoute, 'method'>): boolean => route.method === 'post' || route.method === 'patch';
