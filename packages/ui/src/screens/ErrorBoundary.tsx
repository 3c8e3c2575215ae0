import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  onError(error: unknown): void;
  children: ReactNode;
}

/** A failure while rendering shows the generic error screen inside the widget instead of an empty element. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
