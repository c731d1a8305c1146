import { factory, nullable, primaryKey } from '@mswjs/data';

let nextId = 1;
/** Numeric ids as strings, like a SQL sequence: readable in URLs and stable within a seed. */
export const sequence = () => String(nextId++);
export const resetSequence = () => {
  nextId = 1;
};

export const db = factory({
  tenant: {
    id: primaryKey(sequence),
    city: String,
  },
  user: {
    id: primaryKey(sequence),
    firstName: String,
    lastName: String,
    email: String,
    passwordHash: String,
    googleSubject: nullable(String),
    role: String,
    tenantId: String,
    profilePicture: nullable(String),
  },
  session: {
    token: primaryKey(String),
    kind: String,
    userId: String,
    expiresAt: Number,
    revoked: Boolean,
  },
});

export type Db = typeof db;
