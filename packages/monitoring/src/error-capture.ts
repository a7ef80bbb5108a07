import type { Logger } from './types.ts';

/** Reports unhandled errors and unhandled promise rejections; returns the function that stops it. */
export function captureUnhandledErrors(target: Window, logger: Logger): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error(`Unhandled error: ${event.message || 'unknown error'}`, event.error, {
      source: 'window.onerror',
      filename: event.filename,
      line: event.lineno,
      column: event.colno,
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason;
    const text = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'non-error value';
    logger.error(`Unhandled promise rejection: ${text}`, reason, { source: 'unhandledrejection' });
  };
  target.addEventListener('error', onError as EventListener);
  target.addEventListener('unhandledrejection', onRejection as EventListener);
  return () => {
    target.removeEventListener('error', onError as EventListener);
    target.removeEventListener('unhandledrejection', onRejection as EventListener);
  };
}
