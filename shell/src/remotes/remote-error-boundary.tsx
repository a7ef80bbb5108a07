import { Component, type ReactNode } from 'react';

interface Props {
  remote: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote's render errors; keyed by the caller so a new route or a retry starts clean. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`[shell] ${this.props.remote} failed while rendering`, error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
