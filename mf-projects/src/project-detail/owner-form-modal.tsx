import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from '@brf/i18n';
import { Button, Modal, type ModalProps, type SchemaForm } from '@brf/ui';
import { projectsCatalogue } from '../i18n.ts';
import styles from './project-detail-page.module.css';

export interface OwnerFormModalProps<Input extends FieldValues, Output> {
  title: string;
  /** the form's id: Save, in the footer, submits it from outside */
  formId: string;
  formClassName?: string;
  form: SchemaForm<Input, Output>;
  /** the save is under way: the dialog stays open, Cancel waits, Save shows it */
  saving: boolean;
  onSave: (values: Output) => void;
  onClose: () => void;
  size?: ModalProps['size'];
  children: ReactNode;
}

/** An owner's edit dialog: one form, Cancel and Save below it; Save waits for the form to be valid. */
export function OwnerFormModal<Input extends FieldValues, Output>({
  title,
  formId,
  formClassName,
  form,
  saving,
  onSave,
  onClose,
  size,
  children,
}: OwnerFormModalProps<Input, Output>) {
  const { t } = useTranslation(projectsCatalogue);
  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!saving}
      size={size}
      title={title}
      footer={
        <div className={styles.modalActions}>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('detail.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!form.formState.isValid} busy={saving}>
            {t('detail.save')}
          </Button>
        </div>
      }
    >
      <form id={formId} className={formClassName} noValidate onSubmit={form.handleSubmit(onSave)}>
        {children}
      </form>
    </Modal>
  );
}
