import { Component as AuthPage, handle } from './auth';

export { handle };
export function Component() {
  return <AuthPage initialMode="login" />;
}
