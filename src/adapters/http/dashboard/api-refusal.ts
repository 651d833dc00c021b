import { FieldProblem } from '../../../domain/errors';
import { Problem } from '../kit/problem';

/** A refusal as the API words it: its status, its detail, and its message per field (by the API's field names). */
export interface ApiRefusal {
  status: number;
  detail: string;
  fields: FieldProblem[];
}

export function apiRefusalOf(problem: Problem): ApiRefusal {
  return { status: problem.status, detail: problem.detail, fields: problem.extensions.errors ?? [] };
}

/** Runs the API's own reading of a body; its Problem, if any, becomes a refusal to show on the page. */
export function readAsTheApi<T>(read: () => T): { value: T } | { refusal: ApiRefusal } {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof Problem) return { refusal: apiRefusalOf(error) };
    throw error;
  }
}

/** "19,99" or "19.99" as the JSON number the API reads; anything else is handed on as typed, for the API's rule to refuse. */
export function formAmount(typed: string): number | string {
  const trimmed = typed.trim();
  return /^\d{1,7}([.,]\d{1,10})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : trimmed;
}
