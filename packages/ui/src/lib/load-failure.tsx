import { Component, type ReactNode } from 'react';

/**
 * Around a lazy part (a dialog, a menu): should its code fail to load, it draws nothing and says so,
 * so that its owner can fall back and ask again later. Give it a new `key` for each attempt: a failed
 * boundary keeps its state.
 */
export class LoadFailure extends Component<{ children: ReactNode; onFailure: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
