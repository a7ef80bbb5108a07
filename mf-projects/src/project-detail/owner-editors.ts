import { lazyPart } from '@brf/ui';

// The owner's editors and the form code they bring (zod, react-hook-form) are not part of the page's first load:
// most visitors never open one, and the owner's are fetched at an idle moment once the page shows.

export const DeadlineModal = lazyPart(() =>
  import('./tiles/deadline-modal.tsx').then((module) => module.DeadlineModal),
);
export const DescriptionEditor = lazyPart(() =>
  import('./sections/description-editor.tsx').then((module) => module.DescriptionEditor),
);
export const AddressModal = lazyPart(() =>
  import('./sections/address-modal.tsx').then((module) => module.AddressModal),
);
export const ViewingDateModal = lazyPart(() =>
  import('./sections/viewing-date-modal.tsx').then((module) => module.ViewingDateModal),
);
export const BudgetModal = lazyPart(() => import('./tiles/budget-modal.tsx').then((module) => module.BudgetModal));
export const CancelProcurementDialog = lazyPart(() =>
  import('./header/cancel-procurement-dialog.tsx').then((module) => module.CancelProcurementDialog),
);

export const ownerEditors = [
  DeadlineModal,
  BudgetModal,
  DescriptionEditor,
  AddressModal,
  ViewingDateModal,
  CancelProcurementDialog,
];
