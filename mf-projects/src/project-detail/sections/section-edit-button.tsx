import { Pencil } from 'lucide-react';
import { useTranslation } from '@brf/i18n';
import { Button } from '@brf/ui';
import { projectsCatalogue } from '../../i18n.ts';

/** The owner's Edit in a section's header, named for what it edits ('Edit Description'). */
export function SectionEditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation(projectsCatalogue);
  return (
    <Button
      variant="ghost"
      size="small"
      icon={<Pencil aria-hidden="true" size={16} />}
      aria-label={`${t('detail.edit')} ${label}`}
      onClick={onClick}
    >
      {t('detail.edit')}
    </Button>
  );
}
