import { useState } from 'react';
import { Button, Modal } from '@brf/ui';
import type { ExposedProps } from '@brf/contracts';
import { selectOrganizationType, useSessionStore } from '@brf/supabase/session';

type Props = ExposedProps['SendQuoteAction'];

/**
 * The header action of /projects/:id (a slot mf-projects places): "Send Quote" opens this
 * remote's quote modal. Only service providers see it. The modal's form lands with the quotes
 * feature.
 */
export default function SendQuoteAction({ projectId }: Props) {
  const organizationType = useSessionStore(selectOrganizationType);
  const [open, setOpen] = useState(false);
  if (organizationType !== 'service_provider') return null;
  return (
    <span data-remote="mf-quotes" data-page="send-quote-action" data-project-id={projectId}>
      <Button onClick={() => setOpen(true)}>Send Quote</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Send Quote">
        <p data-quote-modal={projectId} />
      </Modal>
    </span>
  );
}
