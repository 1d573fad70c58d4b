import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './routes/route-error';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    // The path is filled in by getDerivedStateFromProps on the render that shows the error.
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    // Going to another address tries again, as the data router's error boundaries do.
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}

/**
 * Catches a screen that fails to load or render (most often a chunk gone after a new release)
 * and shows RouteError instead of a blank page; another address clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
