import { NextFunction, Request, RequestHandler, Response } from 'express';
import { inOrder } from '../../../../src/adapters/http/kit/middleware/in-order';

const req = {} as Request;
const res = {} as Response;

/** Runs the chain and resolves with what it passed to its caller's next (undefined when it went on). */
function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => {
    void handler(req, res, ((outcome?: unknown) => resolve(outcome)) as NextFunction);
  });
}

describe('inOrder', () => {
  it('runs every step in order, then goes on', async () => {
    const seen: string[] = [];
    const step = (name: string): RequestHandler => (_req, _res, next) => {
      seen.push(name);
      next();
    };
    await expect(run(inOrder([step('a'), step('b'), step('c')]))).resolves.toBeUndefined();
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('waits for a step that goes on later', async () => {
    const seen: string[] = [];
    const later: RequestHandler = (_req, _res, next) => {
      setImmediate(() => {
        seen.push('later');
        next();
      });
    };
    const last: RequestHandler = (_req, _res, next) => {
      seen.push('last');
      next();
    };
    await run(inOrder([later, last]));
    expect(seen).toEqual(['later', 'last']);
  });

  it.each([
    ['passes an error to next', (error: Error): RequestHandler => (_req, _res, next) => next(error)],
    ['throws', (error: Error): RequestHandler => () => {
      throw error;
    }],
    ['rejects', (error: Error): RequestHandler => async () => {
      await Promise.resolve();
      throw error;
    }],
  ])('leaves the chain with the error when a step %s, and runs no later step', async (_how, failing) => {
    const failure = new Error('refused');
    const after = jest.fn();
    await expect(run(inOrder([failing(failure), after]))).resolves.toBe(failure);
    expect(after).not.toHaveBeenCalled();
  });

  it('gives a step that rejects with nothing an error, as Express does', async () => {
    const rejectsWithNothing: RequestHandler = () => Promise.reject(undefined);
    await expect(run(inOrder([rejectsWithNothing, jest.fn()]))).resolves.toEqual(new Error('Rejected promise'));
  });

  it("passes next('route') on, skipping the rest of the chain", async () => {
    const after = jest.fn();
    await expect(run(inOrder([(_req, _res, next) => next('route'), after]))).resolves.toBe('route');
    expect(after).not.toHaveBeenCalled();
  });

  it('is the step itself when there is only one', () => {
    const only: RequestHandler = (_req, _res, next) => next();
    expect(inOrder([only])).toBe(only);
  });
});
