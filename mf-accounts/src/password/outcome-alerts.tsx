import { InlineAlert } from '@brf/ui';
import type { RequestState } from './use-password-request.ts';
import { useDomainMessage } from '@brf/domain/i18n';

/** What a password request ended in: the success message, or the error it failed with. */
export function OutcomeAlerts({ state, success }: { state: RequestState; success: string }) {
  const message = useDomainMessage();
  return (
    <>
      {state.status === 'success' ? <InlineAlert tone="success">{message(success)}</InlineAlert> : null}
      {state.status === 'error' ? <InlineAlert tone="error">{message(state.message)}</InlineAlert> : null}
    </>
  );
}
