import { fileWithdrawnMessage, REQUEST_RECORD_MESSAGES } from '@brf/domain/projects';
import {
  getSupabase,
  messageForPeople,
  queryClient,
  queryKeys,
  unwrap,
  useMutation,
  type Tables,
} from '@brf/supabase/data';
import { announceProjectChanged, showToast } from '../../shared/projects-bus.ts';

/**
 * After the first quote a project file is withdrawn, never deleted (decision 0025): the database
 * marks it with the addendum that withdraws it and tells every bidder and follower; the file stays.
 */
export async function withdrawAttachment(
  attachment: Tables<'project_attachments'>,
): Promise<Tables<'project_attachments'>> {
  return unwrap(await getSupabase().rpc('withdraw_project_file', { p_attachment_id: attachment.id }));
}

export function useWithdrawAttachment(onDone: () => void) {
  return useMutation({
    mutationFn: withdrawAttachment,
    onSuccess: (withdrawn) => {
      showToast('success', fileWithdrawnMessage(withdrawn.withdrawn_in ?? 0));
      announceProjectChanged(withdrawn.project_id);
      onDone();
    },
    onError: (error) => {
      console.error('[mf-projects] withdraw file failed', error);
      showToast('error', messageForPeople(error, REQUEST_RECORD_MESSAGES.fileWithdrawFailed));
    },
    onSettled: (_, __, attachment) =>
      Promise.all([
        queryClient().invalidateQueries({ queryKey: queryKeys.projectAttachments(attachment.project_id) }),
        queryClient().invalidateQueries({ queryKey: queryKeys.requestRecord(attachment.project_id) }),
      ]),
  });
}
