export { type CopyOutcome, useCopyText } from './useCopyText';
