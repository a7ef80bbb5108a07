export { UiRoot, uiRootClassName } from './ui-root.tsx';
export { breakpoints, cssVar } from './tokens.ts';
export { cx } from './cx.ts';
export { VisuallyHidden } from './visually-hidden.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './button/button.tsx';
export { Spinner, SpinnerGlyph, type SpinnerProps } from './spinner/spinner.tsx';
export { Field, type FieldProps, type FieldControlProps } from './field/field.tsx';
export { CheckboxField, type CheckboxFieldProps } from './field/checkbox-field.tsx';
export {
  useSchemaForm,
  type LazySchema,
  type SchemaForm,
  type SchemaFormOptions,
  type SchemaFieldProps,
} from './schema-form/use-schema-form.ts';
export { Modal, type ModalProps } from './modal/modal.tsx';
export { dialogTrigger } from './dialog-trigger/dialog-trigger.ts';
export { Popover, type PopoverProps } from './popover/popover.tsx';
export { CollapsibleSection, type CollapsibleSectionProps } from './collapsible-section/collapsible-section.tsx';
export { MultiSelect, type MultiSelectProps, type MultiSelectOption } from './multi-select/multi-select.tsx';
export { multiSelectSummary } from './multi-select/multi-select-summary.ts';
export { ToastView, type ToastViewProps, type ToastType } from './toast/toast-view.tsx';
export { ToastStack, type ToastStackProps } from './toast/toast-stack.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge.tsx';
export { PageHeading, type PageHeadingProps } from './page-heading/page-heading.tsx';
export { Card, type CardProps } from './card/card.tsx';
export { Section, type SectionProps } from './section/section.tsx';
export { StepIndicator, type StepIndicatorProps } from './step-indicator/step-indicator.tsx';
export { Avatar, type AvatarProps } from './avatar/avatar.tsx';
export { Tooltip, type TooltipProps } from './tooltip/tooltip.tsx';
export {
  StarRating,
  StarRatingInput,
  type StarRatingProps,
  type StarRatingInputProps,
} from './star-rating/star-rating.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state.tsx';
export { InlineAlert, type InlineAlertProps, type InlineAlertTone } from './inline-alert/inline-alert.tsx';
export { FilePicker, type FilePickerProps, type PickedFile } from './file-picker/file-picker.tsx';
export { formatFileSize } from './file-picker/file-size.ts';
export { SwedishText } from './hyphenation/swedish-hyphens.tsx';
export { CheckboxGrid, type CheckboxGridProps, type CheckboxGridOption } from './checkbox-grid/checkbox-grid.tsx';
export { ProgressBar, type ProgressBarProps } from './progress-bar/progress-bar.tsx';
export { Skeleton, type SkeletonProps } from './skeleton/skeleton.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './segmented-control/segmented-control.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog.tsx';
export { StatTile, type StatTileProps } from './stat-tile/stat-tile.tsx';
export { InlineEditableText, type InlineEditableTextProps } from './inline-editable-text/inline-editable-text.tsx';
export { DateTimeInput, type DateTimeInputProps } from './date-time-input/date-time-input.tsx';
export { lazyPart, usePreloadWhenIdle, type LazyPart } from './lazy-part/lazy-part.tsx';
export { LazyPartSlot, type LazyPartSlotProps } from './lazy-part/lazy-part-slot.tsx';
export { afterThenIdle, IDLE_TIMEOUT_MS, SECONDARY_MAX_WAIT_MS, whenIdle } from './lazy-part/when-idle.ts';
export { uiCatalogue } from './i18n.ts';
