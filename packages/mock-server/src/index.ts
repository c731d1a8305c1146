export { configure, defaultConfig, type MockConfig } from './config';
export { db } from './db';
export { type Fixtures, fixtures } from './fixtures';
export { handlers } from './handlers';
export { googleCredential } from './handlers/google';
export * as scenarios from './scenarios';
export { CITIES, DEMO_PASSWORD, demoAccounts, demoInvitations, seed } from './seed';
export { signIn } from './session';
export { restoreSnapshot, takeSnapshot } from './snapshot';
