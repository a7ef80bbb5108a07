import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { ADDRESS_LABELS, projectAddressSchema } from '@brf/domain/projects';
import { Button, Field, Modal, useSchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import type { ProjectAddressRow } from '../api/project-addresses.ts';
import { useSaveProjectAddress } from '../api/save-project-address.ts';
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
    <Modal
      open
      onClose={onClose}
      dismissible={!save.isPending}
      title={address ? t('detail.editAddress') : t('detail.addAddress')}
      footer={
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('detail.cancel')}
          </Button>
          <Button type="submit" form="address-form" disabled={!form.formState.isValid} busy={save.isPending}>
            {t('detail.save')}
          </Button>
        </div>
      }
    >
      <form
        id="address-form"
        className={styles.modalForm}
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate({ projectId, addressId: address?.id, values }))}
      >
        <Field label={message(ADDRESS_LABELS.street)} required {...form.field('street')} />
        <Field label={message(ADDRESS_LABELS.street_number)} {...form.field('street_number')} />
        <Field label={message(ADDRESS_LABELS.zip)} {...form.field('zip')} />
        <Field label={message(ADDRESS_LABELS.city)} required {...form.field('city')} />
      </form>
    </Modal>
  );
}
