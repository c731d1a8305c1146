export { CLIENT_HEADERS, DEFAULT_ORIGINS, DJANGO_SPEC_HEADERS } from './cors';
export { INVALID_PAGE, type Page, paginate } from './paginate';
export { type MockHttpServer, type MockHttpServerOptions, startMockHttpServer } from './server';
