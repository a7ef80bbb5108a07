import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { ADDRESS_LABELS, projectAddressSchema } from '@brf/domain/projects';
import { Field, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ProjectAddressRow } from '../api/project-addresses.ts';
import { useSaveProjectAddress } from '../api/save-project-address.ts';
import { OwnerFormModal } from '../owner-form-modal.tsx';
import styles from '../project-detail-page.module.css';

/** Add or edit an address (spec 5 "Address form": city and street required, number and ZIP optional). */
export function AddressModal({
  projectId,
  address,
  onClose,
}: {
  projectId: string;
  address: ProjectAddressRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const form = useSchemaForm(projectAddressSchema, {
    mode: 'all',
    translate: message,
    // Save is disabled while invalid; a submit that races the check only shows the messages, focus stays.
    shouldFocusError: false,
    defaultValues: {
      street: address?.street ?? '',
      street_number: address?.street_number ?? '',
      zip: address?.zip ?? '',
      city: address?.city ?? '',
    },
  });
  const save = useSaveProjectAddress(onClose);
  return (
    <OwnerFormModal
      title={address ? t('detail.editAddress') : t('detail.addAddress')}
      formId="address-form"
      formClassName={styles.modalForm}
      form={form}
      saving={save.isPending}
      onSave={(values) => save.mutate({ projectId, addressId: address?.id, values })}
      onClose={onClose}
    >
      <Field label={message(ADDRESS_LABELS.street)} required {...form.field('street')} />
      <Field label={message(ADDRESS_LABELS.street_number)} {...form.field('street_number')} />
      <Field label={message(ADDRESS_LABELS.zip)} {...form.field('zip')} />
      <Field label={message(ADDRESS_LABELS.city)} required {...form.field('city')} />
    </OwnerFormModal>
  );
}
