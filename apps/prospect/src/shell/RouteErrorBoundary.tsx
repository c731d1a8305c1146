import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  /** The page's address: going elsewhere clears the error, as the data router's error element did. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The address the error happened at, once known. */
  errorAt: string | undefined;
}

const NO_ERROR: State = { error: undefined, errorAt: undefined };

/** Catches what a screen throws while rendering (a failed download included) and shows the error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state = NO_ERROR;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown route error') };
  }

  // The error may arrive with the address that led to it (a navigation is one render): it is kept at
  // that address, and cleared only by the next one.
  static getDerivedStateFromProps(props: Props, state: State): State | null {
    if (state.error === undefined) return null;
    if (state.errorAt === undefined) return { ...state, errorAt: props.resetKey };
    return state.errorAt === props.resetKey ? null : NO_ERROR;
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
