import { useState } from 'react';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { DEFAULT_COUNTY, PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { Button, CollapsibleSection, ConfirmDialog, LazyPartSlot } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';
import { useProjectAddresses, type ProjectAddressRow } from '../api/project-addresses.ts';
import { useDeleteProjectAddress } from '../api/delete-project-address.ts';
import { addressLine } from './address-line.ts';
import styles from '../project-detail-page.module.css';
import { AddressModal } from '../owner-editors.ts';

/** spec 2: the owner adds, edits and deletes; county is always Sweden. */
export function AddressesSection({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const addresses = useProjectAddresses(projectId);
  const [editing, setEditing] = useState<ProjectAddressRow | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<ProjectAddressRow | null>(null);
  const remove = useDeleteProjectAddress(() => setToDelete(null));
  const rows = addresses.data ?? [];
  return (
    <CollapsibleSection
      title={t('detail.addresses')}
      count={rows.length}
      defaultOpen
      actions={
        isOwner ? (
          <Button variant="ghost" size="small" icon={<Plus aria-hidden="true" size={16} />} opensDialog="add-address" onClick={() => setEditing('new')}>
            {t('detail.addAddress')}
          </Button>
        ) : null
      }
    >
      {addresses.isSuccess && rows.length === 0 ? (
        <p className={styles.muted}>{message(isOwner ? PROJECT_DETAIL_TEXTS.noAddressesYet : PROJECT_DETAIL_TEXTS.noAddressesForProject)}</p>
      ) : (
        <ul className={styles.rows}>
          {rows.map((address) => (
            <li key={address.id} className={styles.row}>
              <MapPin aria-hidden="true" size={18} />
              <span className={styles.rowMain}>
                <span>{addressLine(address)}</span>
                <small className={styles.muted}>{address.county === DEFAULT_COUNTY ? t('detail.sweden') : address.county}</small>
              </span>
              {isOwner ? (
                <>
                  <Button variant="ghost" size="small" icon={<Pencil aria-hidden="true" size={16} />} opensDialog="edit-address" aria-label={t('detail.editAddressNamed', { address: addressLine(address) })} onClick={() => setEditing(address)} />
                  <Button variant="ghost" size="small" icon={<Trash2 aria-hidden="true" size={16} />} opensDialog="delete-address" aria-label={t('detail.deleteAddressNamed', { address: addressLine(address) })} onClick={() => setToDelete(address)} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <LazyPartSlot onClose={() => setEditing(null)}>
          <AddressModal projectId={projectId} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </LazyPartSlot>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('detail.deleteAddressTitle')}
        confirmLabel={t('detail.delete')}
        cancelLabel={t('detail.cancel')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      >
        <p>{t('detail.deleteAddressQuestion', { address: toDelete ? addressLine(toDelete) : '' })}</p>
      </ConfirmDialog>
    </CollapsibleSection>
  );
}
