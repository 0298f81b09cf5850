import { Component, type ReactNode } from 'react';
import { ChunkErrorMessage } from './ChunkErrorMessage.js';

interface State {
  error: Error | null;
}

/** Shows a failed or timed-out section load to the user instead of a blank page. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) return <ChunkErrorMessage error={this.state.error} />;
    return this.props.children;
  }
}
