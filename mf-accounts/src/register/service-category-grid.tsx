import { CheckboxGrid, InlineAlert } from '@brf/ui';
import { useServiceCategories } from '@brf/supabase/data';
import { ORGANIZATION_LABELS, serviceCategoryOptions } from '@brf/domain/accounts';
import { CategoryIcon } from './category-icon.tsx';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage, useServiceCategoryName } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** The category picker: 4 columns, 2 on small screens, each with its lucide icon. */
export function ServiceCategoryGrid({
  selected,
  onChange,
  error,
}: {
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const query = useServiceCategories();
  const categories = query.data ?? [];
  const failed = query.isError;
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const categoryText = useServiceCategoryName();
  if (failed) return <InlineAlert tone="error">{t('categories.failed')}</InlineAlert>;
  return (
    <CheckboxGrid
      legend={message(ORGANIZATION_LABELS.service_categories)}
      options={serviceCategoryOptions(categories, categoryText).map(({ iconName, ...option }) => ({
        ...option,
        icon: <CategoryIcon iconName={iconName} />,
      }))}
      selected={selected}
      onChange={onChange}
      error={message(error) || undefined}
    />
  );
}
