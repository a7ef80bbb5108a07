import { useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { ADDRESS_LABELS, type CreateRequestForm } from '@brf/domain/projects';
import { Field } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import { useOwnAddress } from './api/own-address.ts';
import type { CreateProjectValues } from './create-project-values.ts';
import styles from './create-project-page.module.css';

/**
 * Where the work is: the BRF's own address to start with (most projects are at home), editable,
 * or emptied for none. The project's viewing dates take it unless they say otherwise.
 */
export function AddressFields({
  form,
  userId,
  disabled,
  fieldMessage,
}: {
  form: UseFormReturn<CreateProjectValues, unknown, CreateRequestForm>;
  userId: string | null;
  disabled?: boolean;
  fieldMessage: (name: FieldPath<CreateProjectValues>) => string | undefined;
}) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const own = useOwnAddress(userId);
  const { register, getValues, setValue } = form;

  useEffect(() => {
    const address = own.data;
    if (!address) return;
    const current = getValues('address');
    // only into an address nobody has typed in yet
    if (current.street || current.street_number || current.zip || current.city) return;
    setValue(
      'address',
      { street: address.street_address, street_number: address.street_number, zip: address.zip, city: address.city },
      { shouldValidate: true },
    );
  }, [own.data, getValues, setValue]);

  return (
    <fieldset className={styles.address} disabled={disabled}>
      <legend className={styles.legend}>{t('create.address')}</legend>
      <p className={styles.hint}>{t('create.addressHint')}</p>
      <div className={styles.addressGrid}>
        <Field
          label={message(ADDRESS_LABELS.street)}
          autoComplete="address-line1"
          error={fieldMessage('address.street')}
          {...register('address.street')}
        />
        <Field
          label={message(ADDRESS_LABELS.street_number)}
          error={fieldMessage('address.street_number')}
          {...register('address.street_number')}
        />
        <Field
          label={message(ADDRESS_LABELS.zip)}
          autoComplete="postal-code"
          error={fieldMessage('address.zip')}
          {...register('address.zip')}
        />
        <Field
          label={message(ADDRESS_LABELS.city)}
          autoComplete="address-level2"
          error={fieldMessage('address.city')}
          {...register('address.city')}
        />
      </div>
    </fieldset>
  );
}
