export * from './Button';
export * from './LoadingText';
export * from './TextField';
