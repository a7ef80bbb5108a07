import { CheckboxGrid, InlineAlert } from '@brf/ui';
import { ORGANIZATION_LABELS } from '@brf/domain/accounts';
import { CategoryIcon } from './category-icon.tsx';
import { useServiceCategories } from './api/service-categories.ts';

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
  const { categories, failed } = useServiceCategories();
  if (failed) return <InlineAlert tone="error">Service categories could not be loaded. Please reload the page.</InlineAlert>;
  return (
    <CheckboxGrid
      legend={ORGANIZATION_LABELS.service_categories}
      options={categories.map((category) => ({
        value: category.id,
        label: category.name,
        description: category.description,
        icon: <CategoryIcon iconName={category.icon_name} />,
      }))}
      selected={selected}
      onChange={onChange}
      error={error}
    />
  );
}
