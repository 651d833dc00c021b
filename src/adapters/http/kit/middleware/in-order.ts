import { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs `steps` one after another as one Express handler, as Express runs a route's or an app's
 * handlers: a step goes on by calling its `next()`, and an error it passes, throws or rejects with
 * (or `'route'`) leaves the chain at once through the caller's `next`. One Express layer instead of
 * one per step: Express's router matches, wraps and dispatches each layer again for every request
 * (docs/benchmarks-first-runs.md, "Express's layers and the body").
 */
export function inOrder(steps: readonly RequestHandler[]): RequestHandler {
  if (steps.length === 1) return steps[0];
  return (req: Request, res: Response, next: NextFunction): void => {
    let index = 0;
    const proceed = (outcome?: unknown): void => {
      if (outcome) return next(outcome);
      const step = steps[index++];
      if (step === undefined) return next();
      try {
        const running: unknown = step(req, res, proceed);
        if (isThenable(running)) running.then(undefined, (error: unknown) => next(error || new Error('Rejected promise')));
      } catch (error) {
        next(error);
      }
    };
    proceed();
  };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
