export { type ErrorBody, type ErrorLike, type ErrorSituation, errorMessage, isErrorLike } from './messageFor';
export { rejectionMessage } from './rejectionMessage';
