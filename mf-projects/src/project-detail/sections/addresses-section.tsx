import { MapPin } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { DEFAULT_COUNTY, PROJECT_DETAIL_TEXTS } from '@brf/domain/projects';
import { projectsCatalogue } from '../../i18n.ts';
import { useProjectAddresses } from '../api/project-addresses.ts';
import { useDeleteProjectAddress } from '../api/delete-project-address.ts';
import { addressLine } from './address-line.ts';
import { EditableRows } from './editable-rows.tsx';
import styles from '../project-detail-page.module.css';
import { AddressModal } from '../owner-editors.ts';

/** spec 2: the owner adds, edits and deletes; county is always Sweden. */
export function AddressesSection({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const { t } = useTranslation(projectsCatalogue);
  const message = useDomainMessage();
  const addresses = useProjectAddresses(projectId);
  const remove = useDeleteProjectAddress();
  return (
    <EditableRows
      title={t('detail.addresses')}
      rows={addresses.data ?? []}
      loaded={addresses.isSuccess}
      isOwner={isOwner}
      empty={
        <p className={styles.muted}>
          {message(isOwner ? PROJECT_DETAIL_TEXTS.noAddressesYet : PROJECT_DETAIL_TEXTS.noAddressesForProject)}
        </p>
      }
      icon={<MapPin aria-hidden="true" size={18} />}
      renderRow={(address) => (
        <>
          <span>{addressLine(address)}</span>
          <small className={styles.muted}>
            {address.county === DEFAULT_COUNTY ? t('detail.sweden') : address.county}
          </small>
        </>
      )}
      kind="address"
      addLabel={t('detail.addAddress')}
      editLabel={(address) => t('detail.editAddressNamed', { address: addressLine(address) })}
      deleteLabel={(address) => t('detail.deleteAddressNamed', { address: addressLine(address) })}
      renderEditor={(address, onClose) => <AddressModal projectId={projectId} address={address} onClose={onClose} />}
      deleteTitle={t('detail.deleteAddressTitle')}
      deleteQuestion={(address) => t('detail.deleteAddressQuestion', { address: addressLine(address) })}
      remove={remove}
    />
  );
}
