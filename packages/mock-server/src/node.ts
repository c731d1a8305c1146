import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Vitest in Node; tests call `seed()` before each case for fresh demo data. */
export const server = setupServer(...handlers);
