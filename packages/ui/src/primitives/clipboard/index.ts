export { type CopyOutcome, useCopyText } from './use-copy-text';
