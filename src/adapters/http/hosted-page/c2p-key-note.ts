/**
 * What became of the C2P key a customer asked for from the C2P form, as the page after the redirect shows
 * it (a refusal's decline code travels in the flash's `declineCode`). Codes and numbers only, never text.
 */
export type C2pKeyNote =
  | { outcome: 'sent'; expiresInSeconds: number }
  | { outcome: 'refused' }
  | { outcome: 'limited'; retryAfterSeconds: number }
  | { outcome: 'unconfirmed' }
  | { outcome: 'not_supported' };

const SECONDS = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 3600;

/** A note read back from a flash: only a well-formed one; anything else is no note. */
export function parseC2pKeyNote(input: unknown): C2pKeyNote | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const note = input as Record<string, unknown>;
  switch (note.outcome) {
    case 'sent':
      return SECONDS(note.expiresInSeconds) ? { outcome: 'sent', expiresInSeconds: note.expiresInSeconds } : undefined;
    case 'limited':
      return SECONDS(note.retryAfterSeconds) ? { outcome: 'limited', retryAfterSeconds: note.retryAfterSeconds } : undefined;
    case 'refused':
    case 'unconfirmed':
    case 'not_supported':
      return { outcome: note.outcome };
    default:
      return undefined;
  }
}
