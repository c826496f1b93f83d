import { Component, Suspense, type ReactNode } from 'react';

export interface OptionalPartProps {
  children: ReactNode;
  /** What stands in while the part's code loads. */
  loading?: ReactNode;
  /** What stands in when the part failed; it gets a function that tries the part again. */
  failed?: (retry: () => void) => ReactNode;
  /** Called by `retry` before the part renders again, so a caller can make a fresh lazy import. */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
}

/**
 * A part a page can do without (home's popups, carousel and lower sections, the game list's filter):
 * a chunk that fails to load (the network dropped while it came) or a render that throws stays here,
 * and the rest of the page goes on, instead of the whole area falling back to its error panel.
 */
export class OptionalPart extends Component<OptionalPartProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    const { children, loading = null, failed } = this.props;
    if (this.state.failed) return failed ? failed(this.retry) : null;
    return <Suspense fallback={loading}>{children}</Suspense>;
  }
}
