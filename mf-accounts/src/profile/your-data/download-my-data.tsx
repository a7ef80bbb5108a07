import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, InlineAlert } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { accountsCatalogue } from '../../i18n.ts';
import { exportMyData } from '../api/export-my-data.ts';
import { saveDataFile } from './data-file.ts';
import styles from './your-data.module.css';

type SaveState = { status: 'idle' | 'busy' | 'failed' } | { status: 'saved'; file: string };

/** 'Download my data': the export as one JSON file, named by the day. */
export function DownloadMyData() {
  const { t } = useTranslation(accountsCatalogue);
  const [download, setDownload] = useState<SaveState>({ status: 'idle' });

  async function save() {
    setDownload({ status: 'busy' });
    try {
      setDownload({ status: 'saved', file: saveDataFile(await exportMyData()) });
    } catch (error) {
      console.error('[mf-accounts] the data export failed', error);
      setDownload({ status: 'failed' });
    }
  }

  return (
    <div className={styles.part}>
      <h3 className={styles.subtitle}>{t('profile.yourData.download.title')}</h3>
      <p className={styles.text}>{t('profile.yourData.download.contains')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" size={16} />}
          busy={download.status === 'busy'}
          busyLabel={t('profile.yourData.download.busy')}
          onClick={() => void save()}
        >
          {t('profile.yourData.download.button')}
        </Button>
      </div>
      <div aria-live="polite">
        {download.status === 'saved' ? (
          <InlineAlert tone="success">{t('profile.yourData.download.done', { file: download.file })}</InlineAlert>
        ) : null}
      </div>
      {download.status === 'failed' ? (
        <InlineAlert tone="error">{t('profile.yourData.download.failed')}</InlineAlert>
      ) : null}
    </div>
  );
}
