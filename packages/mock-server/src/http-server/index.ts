export { DEFAULT_ORIGINS } from './cors';
export { INVALID_PAGE, type Page, paginate } from './paginate';
export { type MockHttpServer, type MockHttpServerOptions, startMockHttpServer } from './server';
