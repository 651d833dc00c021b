import { NextFunction, Request, Response } from 'express';
import { AuthenticateMerchant, Caller } from '../../../../application/merchants/authenticate-merchant';
import { MerchantIdentity } from '../../../../application/ports/merchant-repository';
import { Problem } from '../problem';

const BEARER = /^Bearer +(\S+) *$/i;
const KEY_SHAPE = /^sk_(test|live)_[A-Za-z0-9]{16,128}$/;

function unauthorized(res: Response, detail: string): Problem {
  res.setHeader('WWW-Authenticate', 'Bearer');
  return new Problem('unauthorized', detail);
}

/** `Authorization: Bearer <secret key>`, checked before anything else is read. */
export function authenticate(authenticateMerchant: AuthenticateMerchant) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.get('authorization');
    if (!header) throw unauthorized(res, 'Send your secret key as Authorization: Bearer <key>.');
    const match = BEARER.exec(header);
    if (!match) throw unauthorized(res, 'The Authorization header must use the Bearer scheme.');
    const caller = KEY_SHAPE.test(match[1]) ? await authenticateMerchant.execute(match[1]) : null;
    if (!caller) throw unauthorized(res, 'The secret key is not valid.');
    res.locals.caller = caller;
    next();
  };
}

export function currentCaller(res: Response): Caller {
  return res.locals.caller as Caller;
}

export function currentMerchant(res: Response): MerchantIdentity {
  return currentCaller(res).merchant;
}
