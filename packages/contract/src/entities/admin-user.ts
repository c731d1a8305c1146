import * as v from 'valibot';
import { role } from '../enums';
import { figure, id, record, text } from '../primitives';

/**
 * An entry of GET /api/accounts/admin/users/. The role decides which actions are offered, so it is
 * strict; a plain serializer sends `first_name` only, so `firstName` falls back to it.
 */
export const adminUserReader = v.pipe(
  record({
    id,
    role,
    firstName: v.fallback(v.nullish(v.string()), null),
    first_name: text,
    last_name: text,
    email: text,
    zones_count: figure,
    completed_sectors_count: figure,
    completed_streets_count: figure,
  }),
  v.transform((user) => ({ ...user, firstName: user.firstName || user.first_name })),
);
export type AdminUser = v.InferOutput<typeof adminUserReader>;
