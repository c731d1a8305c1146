// The living demo agency, as data. seed.ts turns it into rows.
export * from './agenda';
export * from './people';
export * from './zones';
