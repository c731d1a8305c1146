// @prospect/contract: the one definition of every payload and answer of spec §7 and the entities of §3.
// Readers are valibot schemas whose output is the app's shape; types are inferred from them.
export * from './endpoints';
export * from './entities/admin-user';
export * from './entities/auth';
export * from './entities/calendar-event';
export * from './entities/door';
export * from './entities/favorite';
export * from './entities/geocode';
export * from './entities/house-note';
export * from './entities/profile';
export * from './entities/sector';
export * from './entities/stats';
export * from './entities/street';
export * from './entities/zone';
export * from './entities/zone-note';
export * from './enums';
export * from './errors';
export * from './geometry';
export * from './list';
export * from './paths';
export * from './payloads';
export * from './primitives';
export * from './refusal';
