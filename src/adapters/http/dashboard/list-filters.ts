import { Request } from 'express';
import { ListFilters, LIST_QUERY } from '../api/payment-requests/list-query';
import { Problem } from '../kit/problem';
import { listFilterMessageEs } from './messages-es';

/** The list's query string without the fields a GET form sends empty (the API would refuse an empty filter). */
export function filledQuery(query: Request['query']): Record<string, unknown> {
  const filled: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string' && value.trim() !== '') filled[name] = value.trim();
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const parts = Object.entries(value).filter(([, part]) => typeof part !== 'string' || part.trim() !== '');
      if (parts.length > 0) {
        filled[name] = Object.fromEntries(parts.map(([key, part]) => [key, typeof part === 'string' ? part.trim() : part]));
      }
    }
  }
  return filled;
}

/** The filters read by the API's own table, or the page's message when it refuses them. */
export function readListFilters(query: Record<string, unknown>): { filters: ListFilters } | { error: string } {
  try {
    return { filters: LIST_QUERY.parse(query as Parameters<typeof LIST_QUERY.parse>[0]) };
  } catch (error) {
    if (error instanceof Problem) return { error: listFilterMessageEs(error) };
    throw error;
  }
}

/** The filters as a query string again (for the page links and the form's values). */
export function queryStringOf(query: Record<string, unknown>, page?: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page') continue;
    if (typeof value === 'string') params.set(name, value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, part] of Object.entries(value)) if (typeof part === 'string') params.set(`${name}[${key}]`, part);
    }
  }
  if (page !== undefined && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
