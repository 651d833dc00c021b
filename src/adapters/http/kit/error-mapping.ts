import { StorageUnavailable } from '../../../application/ports/storage-unavailable';
import { Problem } from './problem';

/**
 * The one place where thrown errors become HTTP problems (a use case's expected refusals are values,
 * mapped by refusalProblem). Anything unknown is a 500 and gets logged.
 */
export function toProblem(error: unknown): { problem: Problem; unexpected: boolean } {
  if (error instanceof Problem) return { problem: error, unexpected: false };
  if (error instanceof StorageUnavailable) {
    return {
      problem: new Problem('service_unavailable', 'The database cannot be reached; nothing was changed. Try again shortly.'),
      unexpected: false,
    };
  }
  const fromFramework = fromHttpError(error);
  if (fromFramework) return { problem: fromFramework, unexpected: false };
  return { problem: new Problem('internal_error', 'An unexpected error occurred.'), unexpected: true };
}

/** Errors raised by express and body-parser carry a 4xx `status` and a `type`. */
function fromHttpError(error: unknown): Problem | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 413) return new Problem('payload_too_large', 'The request body is larger than 16 KiB.');
  // The router could not percent-decode a path parameter: an id of the wrong shape is not found.
  if (error instanceof URIError) {
    return new Problem('not_found', 'No payment request was found: the id in the path is not valid percent-encoding.');
  }
  if (status === 415) return new Problem('unsupported_media_type', 'The body must be UTF-8 JSON.');
  if (type === 'entity.parse.failed') return new Problem('bad_request', 'The request body is not valid JSON.');
  return new Problem('bad_request', 'The request could not be read.');
}
