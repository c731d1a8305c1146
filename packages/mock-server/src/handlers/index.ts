import { authHandlers } from './auth';

/** Every handler of the REST contract, grouped per resource. */
export const handlers = [...authHandlers];
