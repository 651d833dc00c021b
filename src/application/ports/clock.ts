import { token } from './token';

export interface Clock {
  now(): Date;
}
export const CLOCK = token<Clock>('Clock');
