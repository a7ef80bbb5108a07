import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ServiceCategoryGrid } from './service-category-grid.tsx';

/** The 'service_categories' value of a form as a category grid; a pick counts as touching the field. */
export function ServiceCategoriesField<Values extends FieldValues, Context, TransformedValues>({
  control,
  errorShown = () => true,
}: {
  // any form whose values include service_categories
  control: Control<Values, Context, TransformedValues>;
  errorShown?: (touched: boolean) => boolean;
}) {
  return (
    <Controller
      control={control}
      name={'service_categories' as Path<Values>}
      render={({ field, fieldState }) => (
        <ServiceCategoryGrid
          selected={(field.value as string[]) ?? []}
          onChange={(ids) => {
            field.onChange(ids);
            field.onBlur();
          }}
          error={errorShown(fieldState.isTouched) ? fieldState.error?.message : undefined}
        />
      )}
    />
  );
}
