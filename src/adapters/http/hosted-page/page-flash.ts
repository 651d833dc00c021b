import { Request, Response } from 'express';
import { parseC2pKeyNote } from './c2p-key-note';
import { FORM_ANCHORS, FORM_FIELDS, FORM_KINDS, FieldError, FormFlash, MAX_KEPT_LENGTH, SECRET_FIELDS } from './hosted-page-forms';

/**
 * What a form post leaves for the page it redirects to (post/redirect/get), so that a reload of the
 * answer is a GET and can never send a card or an OTP to the bank again. It travels in a short-lived
 * cookie scoped to the page, read once: it holds only what the customer typed that may be shown back
 * (never a card number, CVV or OTP) and codes, never text, so a forged one can only show a known message.
 */
export type PageFlash = FormFlash | { kind: 'notice'; notice: PageNotice };
/**
 * `not_payable`: the request was no longer payable (the page says why); `changed`: it changed while the post was paid;
 * `method_unavailable`: the request cannot be paid by that method.
 */
export const PAGE_NOTICES = ['not_payable', 'changed', 'method_unavailable'] as const;
export type PageNotice = (typeof PAGE_NOTICES)[number];

const COOKIE = 'payment_page_flash';
const MAX_AGE_SECONDS = 120;

/**
 * Answers a form post with 303 to the page, leaving `flash` (if any) for the page to show once. A flash
 * of one form (a decline, fields to correct) opens the page at that form, where its message is.
 */
export function redirectToPage(req: Request, res: Response, pagePath: string, flash?: PageFlash): void {
  if (flash) res.append('Set-Cookie', cookie(req, pagePath, Buffer.from(JSON.stringify(flash)).toString('base64url'), MAX_AGE_SECONDS));
  res.redirect(303, flash?.kind === 'form' ? `${pagePath}#${FORM_ANCHORS[flash.form]}` : pagePath);
}

/** The flash the last post left for this page, cleared as it is read; null when none or unreadable. */
export function takeFlash(req: Request, res: Response, pagePath: string): PageFlash | null {
  const raw = cookieValue(req.headers.cookie, COOKIE);
  if (raw === null) return null;
  res.append('Set-Cookie', cookie(req, pagePath, '', 0));
  try {
    return parseFlash(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

function cookie(req: Request, path: string, value: string, maxAge: number): string {
  return `${COOKIE}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${req.secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** Only a well-formed flash naming known fields and codes is shown; anything else is ignored. */
export function parseFlash(input: unknown): PageFlash | null {
  if (!isRecord(input)) return null;
  if (input.kind === 'notice') {
    const notice = PAGE_NOTICES.find((known) => known === input.notice);
    return notice ? { kind: 'notice', notice } : null;
  }
  const form = FORM_KINDS.find((known) => known === input.form);
  if (input.kind !== 'form' || !form) return null;
  const fields = FORM_FIELDS[form];
  if (!isRecord(input.values) || !isRecord(input.errors)) return null;
  const values = Object.entries(input.values).filter(
    (entry): entry is [string, string] =>
      fields.includes(entry[0]) && !SECRET_FIELDS.has(entry[0]) && typeof entry[1] === 'string' && entry[1].length <= MAX_KEPT_LENGTH,
  );
  const errors = Object.entries(input.errors).filter(
    (entry): entry is [string, FieldError] => fields.includes(entry[0]) && (entry[1] === 'required' || entry[1] === 'invalid'),
  );
  const declineCode = typeof input.declineCode === 'string' && /^[a-z0-9_]{1,64}$/.test(input.declineCode) ? input.declineCode : undefined;
  const kept = { values: Object.fromEntries(values), errors: Object.fromEntries(errors) };
  const c2pKey = form === 'c2p' ? parseC2pKeyNote(input.c2pKey) : undefined;
  return { kind: 'form', form, ...kept, ...(declineCode && { declineCode }), ...(c2pKey && { c2pKey }) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
