export * from './AuthScreen';
export * from './GoogleButton';
export * from './LoginForm';
export * from './register';
