import { Response } from 'express';
import { FieldProblem } from '../../domain/errors';

export const PROBLEM_TYPE_BASE = 'https://docs.pagos.example/problems/';

const TITLES: Record<string, string> = {
  bad_request: 'Bad request',
  unauthorized: 'Unauthorized',
  payment_declined: 'Payment declined',
  not_found: 'Not found',
  validation_error: 'Validation failed',
  payment_request_not_updatable: 'Payment request cannot be updated',
  payment_request_not_payable: 'Payment request cannot be paid',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  service_unavailable: 'Service unavailable',
  conflict: 'Conflict',
  payment_outcome_unknown: 'Payment outcome unknown',
  internal_error: 'Internal server error',
};

/** An RFC 9457 problem with this service's machine-readable `code`. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extensions: { errors?: FieldProblem[]; [key: string]: unknown } = {},
  ) {
    super(detail);
  }

  get title(): string {
    return TITLES[this.code] ?? 'Error';
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
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem.toJSON(requestId)));
}

export const badRequest = (detail: string) => new Problem(400, 'bad_request', detail);
export const invalidFields = (errors: FieldProblem[]) =>
  new Problem(422, 'validation_error', 'One or more fields are invalid; see errors.', { errors });
