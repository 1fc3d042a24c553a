import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** Shown instead of the children after a render error; the error screen by default. */
  fallback?: ReactNode;
}

/** Catches render errors below it so a crash shows the error screen, not a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? <ErrorScreen />) : this.props.children;
  }
}
