import * as z from 'zod/mini';
import { role } from '../enums';
import { figure, id, text } from '../primitives';

/**
 * An entry of GET /api/accounts/admin/users/. The role decides which actions are offered, so it is
 * strict; a plain serializer sends `first_name` only, so `firstName` falls back to it.
 */
export const adminUserReader = z.pipe(
  z.object({
    id,
    role,
    firstName: z.catch(z.nullish(z.string()), null),
    first_name: text,
    last_name: text,
    email: text,
    zones_count: figure,
    completed_sectors_count: figure,
    completed_streets_count: figure,
  }),
  z.transform((user) => ({ ...user, firstName: user.firstName || user.first_name })),
);
export type AdminUser = z.output<typeof adminUserReader>;
