import { Component, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@brf/i18n';
import { Button } from '../button/button.tsx';
import { InlineAlert } from '../inline-alert/inline-alert.tsx';
import { uiCatalogue } from '../i18n.ts';
import { isPartLoadFailure } from './lazy-part.tsx';
import styles from './lazy-part-slot.module.css';

export interface LazyPartSlotProps {
  /** Shown while the part's code loads (nothing by default). */
  fallback?: ReactNode;
  /** Offered beside Retry when the part could not load, to give up on it (close the editor). */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * Where a lazyPart renders. If its code cannot be fetched (offline, a redeploy removed the file),
 * this place says so with Retry, and the rest of the page stays as it was. Any other error goes
 * on to the page's own boundary.
 */
export function LazyPartSlot({ fallback = null, onClose, children }: LazyPartSlotProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <LoadFailureBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} onClose={onClose}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

class LoadFailureBoundary extends Component<
  { onRetry: () => void; onClose?: () => void; children: ReactNode },
  { error: unknown }
> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isPartLoadFailure(error)) throw error;
    return <PartLoadFailed onRetry={this.props.onRetry} onClose={this.props.onClose} />;
  }
}

function PartLoadFailed({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useTranslation(uiCatalogue);
  return (
    <InlineAlert
      tone="error"
      action={
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={onRetry}>
            {t('lazyPart.retry')}
          </Button>
          {onClose ? (
            <Button variant="ghost" size="small" onClick={onClose}>
              {t('lazyPart.close')}
            </Button>
          ) : null}
        </div>
      }
    >
      {t('lazyPart.failed')}
    </InlineAlert>
  );
}
