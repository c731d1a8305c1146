export * from './AuthScreen';
export * from './GoogleButton';
export * from './LoginForm';
