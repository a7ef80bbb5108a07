import { InlineAlert } from '@brf/ui';
import type { RequestState } from './use-password-request.ts';

/** What a password request ended in: the success message, or the error it failed with. */
export function OutcomeAlerts({ state, success }: { state: RequestState; success: string }) {
  return (
    <>
      {state.status === 'success' ? <InlineAlert tone="success">{success}</InlineAlert> : null}
      {state.status === 'error' ? <InlineAlert tone="error">{state.message}</InlineAlert> : null}
    </>
  );
}
