export {
  type ErrorBody,
  type ErrorLike,
  type ErrorSituation,
  errorMessage,
  isErrorLike,
} from './message-for';
export { rejectionMessage } from './rejection-message';
