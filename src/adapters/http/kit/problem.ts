import { Response } from 'express';
import { FieldProblem, FieldReason } from '../../../domain/errors';
import { ERROR_CODES, ErrorCode } from './error-codes';

/**
 * A problem's `type` is `/problems/<code>`, a page of this service (GET /problems/:code) that explains the code.
 * A relative reference with the full path (RFC 9457, 3.1.1): it resolves against the request's own URL, whatever host the
 * service is reached by, and keeps the OpenAPI document and the typed client free of any deployment's address.
 */
export const PROBLEM_TYPE_BASE = '/problems/';

/** An RFC 9457 problem with this service's machine-readable `code`. */
export class Problem extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extensions: { errors?: FieldProblem[]; [key: string]: unknown } = {},
    /** Headers the answer carries beside the body (`Retry-After`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
    this.status = ERROR_CODES[code].status;
  }

  get title(): string {
    return ERROR_CODES[this.code].title;
  }

  toJSON(requestId?: string): Record<string, unknown> {
    return {
      type: PROBLEM_TYPE_BASE + this.code,
      title: this.title,
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...this.extensions,
      ...(requestId ? { request_id: requestId } : {}),
    };
  }
}

export function sendProblem(res: Response, problem: Problem): void {
  const requestId = typeof res.locals.requestId === 'string' ? res.locals.requestId : undefined;
  res.set(problem.headers);
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem.toJSON(requestId)));
}

export const badRequest = (detail: string) => new Problem('bad_request', detail);
/** A query parameter that cannot be read: a 400 whose `errors` names it with its reason (`detail` says it whole). */
export const badParameter = (parameter: string, reason: FieldReason, message: string, detail = `${parameter} ${message}.`) =>
  new Problem('bad_request', detail, { errors: [{ field: parameter, reason, message }] });
export const invalidFields = (errors: FieldProblem[]) =>
  new Problem('validation_error', 'One or more fields are invalid; see errors.', { errors });
