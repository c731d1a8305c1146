export { ErrorPage, type ErrorPageProps, NotFoundPage } from './ErrorPage';
