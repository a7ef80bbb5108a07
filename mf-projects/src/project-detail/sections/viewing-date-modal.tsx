import { useMemo } from 'react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import {
  DEFAULT_COUNTY,
  makeViewingDateWithAddressSchema,
  VIEWING_DATE_LABELS,
  VIEWING_DURATION_DEFAULT,
  VIEWING_DURATION_MAX,
  VIEWING_DURATION_MIN,
  VIEWING_DURATION_STEP,
} from '@brf/domain/projects';
import { toDateTimeInputValue } from '@brf/domain/format';
import { Field, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ViewingDateRow } from '../api/viewing-dates.ts';
import { useSaveViewingDate } from '../api/save-viewing-date.ts';
import { OwnerFormModal } from '../owner-form-modal.tsx';
import styles from '../project-detail-page.module.css';

// spec 5 gives two readings of the address parts (required by their label messages, or limits
// only); the owner's form takes the stricter one, so every viewing date says where it is.
const schema = makeViewingDateWithAddressSchema();

export function ViewingDateModal({
  projectId,
  viewingDate,
  onClose,
}: {
  projectId: string;
  viewingDate: ViewingDateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const form = useSchemaForm(schema, {
    mode: 'all',
    translate: message,
    // Save is disabled while invalid; a submit that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: {
      viewing_date: viewingDate ? toDateTimeInputValue(viewingDate.viewing_date) : '',
      duration_minutes: String(viewingDate?.duration_minutes ?? VIEWING_DURATION_DEFAULT),
      address_street: viewingDate?.address_street ?? '',
      address_street_number: viewingDate?.address_street_number ?? '',
      address_zip: viewingDate?.address_zip ?? '',
      address_city: viewingDate?.address_city ?? '',
      address_county: viewingDate?.address_county ?? DEFAULT_COUNTY,
      comments: viewingDate?.comments ?? '',
    },
  });
  const save = useSaveViewingDate(onClose);
  const now = useMemo(() => toDateTimeInputValue(new Date()), []);
  const L = VIEWING_DATE_LABELS;
  return (
    <OwnerFormModal
      title={viewingDate ? t('detail.editViewingDate') : t('detail.addViewingDate')}
      size="wide"
      formId="viewing-date-form"
      formClassName={styles.modalGrid}
      form={form}
      saving={save.isPending}
      onSave={(values) => save.mutate({ projectId, viewingDateId: viewingDate?.id, values })}
      onClose={onClose}
    >
      <Field type="datetime-local" min={now} label={message(L.viewing_date)} required {...form.field('viewing_date')} />
      <Field
        type="number"
        min={VIEWING_DURATION_MIN}
        max={VIEWING_DURATION_MAX}
        step={VIEWING_DURATION_STEP}
        label={message(L.duration_minutes)}
        hint={t('detail.durationHint')}
        required
        {...form.field('duration_minutes')}
      />
      <Field label={message(L.address_street)} required {...form.field('address_street')} />
      <Field label={message(L.address_street_number)} required {...form.field('address_street_number')} />
      <Field label={message(L.address_zip)} required placeholder="123 45" {...form.field('address_zip')} />
      <Field label={message(L.address_city)} required {...form.field('address_city')} />
      <Field label={message(L.address_county)} required {...form.field('address_county')} />
      <Field as="textarea" rows={3} className={styles.wide} label={message(L.comments)} {...form.field('comments')} />
    </OwnerFormModal>
  );
}
