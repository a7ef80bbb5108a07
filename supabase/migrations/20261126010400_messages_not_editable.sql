-- The specs offer no editing of a message, and the product has none: a posted message or reply
-- stays as it was written (its readers may already have answered it). Senders may still delete.

drop policy "Senders edit their messages" on public.project_messages;
revoke update on public.project_messages from authenticated;
