import { Component as AuthPage, handle } from './AuthRoute';

export { handle };
export function Component() {
  return <AuthPage initialMode="login" />;
}
