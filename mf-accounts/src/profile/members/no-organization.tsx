import { useState } from 'react';
import type { OrganizationType } from '@brf/domain/accounts';
import { useTranslation } from '@brf/i18n';
import { InlineAlert } from '@brf/ui';
import form from '../../shared/form.module.css';
import { accountsCatalogue } from '../../i18n.ts';
import { kindOf } from './member-messages.ts';
import { takeLeaving } from './left-organization.ts';
import styles from './members.module.css';

/**
 * /profile for a person who belongs to no board or company any more: that they left (and which,
 * right after leaving), what that means, and what comes next.
 */
export function NoOrganization({ type }: { type: OrganizationType }) {
  const { t } = useTranslation(accountsCatalogue);
  const [left] = useState(takeLeaving);
  const kind = kindOf(type);
  const title = left
    ? left.organization
      ? t('left.title', { organization: left.organization })
      : t(`left.titleUnnamed.${kind}`)
    : t(`left.none.${kind}`);
  return (
    <>
      <h1 className={form.title}>{t('profile.title')}</h1>
      <InlineAlert tone={left ? 'success' : 'info'}>
        <h2 className={styles.leftTitle}>{title}</h2>
        <p>{t(`left.meaning.${kind}`)}</p>
        <p>{t('left.next')}</p>
      </InlineAlert>
    </>
  );
}
