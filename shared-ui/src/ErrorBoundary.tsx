import type { ReactNode } from 'react';
import { ErrorBoundary as ReactErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { ErrorScreen } from './ErrorScreen';
import { retryFailedPages } from './lazy-page';

function Fallback({ resetErrorBoundary }: FallbackProps) {
  return <ErrorScreen onRetry={resetErrorBoundary} />;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Runs before the boundary renders its children again ('Try Again'). */
  onReset?: () => void;
  /** A change of any of these clears the error (e.g. the path). */
  resetKeys?: unknown[];
}

/** Error boundary with the spec's error screen; 'Try Again' clears the error. */
export function ErrorBoundary({ children, onReset, resetKeys }: ErrorBoundaryProps) {
  return (
    <ReactErrorBoundary
      FallbackComponent={Fallback}
      onReset={() => {
        // A page whose chunk failed loads again instead of failing at once.
        retryFailedPages();
        onReset?.();
      }}
      resetKeys={resetKeys}
      onError={(error) => console.error(error)}
    >
      {children}
    </ReactErrorBoundary>
  );
}
