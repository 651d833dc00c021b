import { Request } from 'express';
import { CONFIRMED_FIELD } from './views/confirm-page';

/** True for the post of a confirmation page; the first post of a destructive action only asks. */
export const isConfirmed = (req: Request): boolean => (req.body as Record<string, unknown> | undefined)?.[CONFIRMED_FIELD] === 'yes';
