import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** A page that throws (or a chunk that fails to load) shows why, instead of blanking the harness. */
export class StandaloneErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: unknown) {
    console.error('[standalone] the page failed', error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" data-standalone-error>
        <p>This page failed: {this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Retry
        </button>
      </div>
    );
  }
}
