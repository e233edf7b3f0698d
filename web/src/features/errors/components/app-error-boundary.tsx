import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BoundaryScreen } from './boundary-screen';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Top-level boundary around the router and providers: anything that escapes them shows the boundary screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <BoundaryScreen error={this.state.error} /> : this.props.children;
  }
}
