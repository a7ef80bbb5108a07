/** The trigger text: 'None selected', the all-label ('All statuses'), or 'N selected'. */
export function multiSelectSummary(
  selectedCount: number,
  optionCount: number,
  allLabel: string,
  noneLabel = 'None selected',
  someSelected: (count: number) => string = (count) => `${count} selected`,
): string {
  if (selectedCount === 0) return noneLabel;
  if (optionCount > 0 && selectedCount >= optionCount) return allLabel;
  return someSelected(selectedCount);
}
