export { configure, defaultConfig, type MockConfig } from './config';
export { db } from './db';
export { handlers } from './handlers';
export { CITIES, DEMO_PASSWORD, demoAccounts, seed } from './seed';
