/**
 * Stands in for the whole `lodash` in the demo build: the mock's model library requires it entire for
 * `isFunction` alone (its other helpers come from `lodash/<name>` files), about 25 KB gzip for a
 * `typeof` test.
 */
export const isFunction = (value: unknown): value is (...args: never[]) => unknown =>
  typeof value === 'function';
