// spec/projects.md 6 and 8, word for word.
export const PROJECT_TOASTS = {
  titleUpdateFailed: 'Failed to update title',
  descriptionUpdateFailed: 'Failed to update description',
  categoriesUpdateFailed: 'Failed to update service categories',
  addressUpdateFailed: 'Failed to update address',
  addressDeleteFailed: 'Failed to delete address',
  awardTooEarly: 'You can only award the project after the submission deadline has passed.',
  awardFailed: 'Failed to award the project. Please try again.',
  quoteEditLocked: 'Cannot edit quote for awarded or closed projects',
  quoteDeleteLocked: 'Cannot delete quote for awarded or closed projects',
  quoteDeleteFailed: 'Failed to delete quote. Please try again.',
  projectDeleteFailed: 'Failed to delete project. Please try again.',
  projectNotFound: 'Project not found.',
  fileDeleteFailed: 'Failed to delete file. Please try again.',
  providerInfoFailed: 'Failed to load service provider information.',
  reviewFailed: 'Failed to submit review.',
  brfProfileUnknown: 'Unable to identify BRF profile',
  viewingDateSaveFailed: 'Failed to save viewing date',
  viewingDateDeleteFailed: 'Failed to delete viewing date',
  deadlineUpdateFailed: 'Failed to update deadline. Please try again.',
  attachmentOpenFailed: 'Failed to open attachment.',
  quoteSubmitFailed: 'Failed to submit quote. Please try again.',

  titleUpdated: 'Title updated successfully',
  descriptionUpdated: 'Description updated successfully',
  categoriesUpdated: 'Service categories updated successfully',
  addressUpdated: 'Address updated successfully',
  addressDeleted: 'Address deleted successfully',
  quoteSubmitted: 'Quote submitted successfully!',
  quoteUpdated: 'Quote updated successfully!',
  quoteDeleted: 'Quote deleted successfully!',
  projectDeleted: 'Project deleted successfully!',
  fileDeleted: 'File deleted successfully!',
  reviewSubmitted: 'Review submitted successfully!',
  viewingDateAdded: 'Viewing date added successfully',
  viewingDateUpdated: 'Viewing date updated successfully',
  viewingDateDeleted: 'Viewing date deleted successfully',
  deadlineUpdated: 'Submission deadline updated successfully!',
} as const;

export const PROJECT_ERRORS = {
  quoteAlreadySubmitted: 'You have already submitted a quote for this project.',
  providerProfileNotFound: 'Service Provider profile not found.',
  brfProfileNotFound: 'BRF profile not found for the current user.',
  notLoggedIn: 'You are not logged in.',
  unknownOrganizationType: 'Unable to determine user organization type. Please refresh the page.',
  onlyOwnersDeleteProjects: 'Only project owners can delete projects.',
  onlyOwnersDeleteFiles: 'Only project owners can delete files.',
  onlyOwnersUploadFiles: 'Only project owners can upload files.',
  onlyBrfCreateProjects: 'Only BRF users can create projects.',
} as const;

/** Project list errors: 'Error fetching BRF profile: ...' and the like. */
export const PROJECT_LIST_ERRORS = {
  brfProfile: (detail: string) => `Error fetching BRF profile: ${detail}`,
  brfProjects: (detail: string) => `Error fetching projects for BRF: ${detail}`,
  providerProfile: (detail: string) => `Error fetching Service Provider profile: ${detail}`,
  providerProjects: (detail: string) => `Error fetching projects for Service Provider: ${detail}`,
  unexpected: (detail: string) => `Unexpected error: ${detail}`,
} as const;

export const PROJECT_DETAIL_TEXTS = {
  awardTooltip: 'You can award only after the submission deadline has passed',
  categoryTooltip: 'Select at least one service category',
  maxBidsNotSpecified: 'Not specified',
  projectAwarded: 'Project Awarded',
  leaveReview: 'Leave a Review',
  sendQuote: 'Send Quote',
  submitQuoteTitle: 'Submit Your Quote',
  noAddressesForProject: 'No addresses specified for this project.',
  noAddressesYet: 'No addresses added yet.',
  noViewingDatesOwner: 'No viewing dates added. Click "Add Date" to add available viewing times for service providers.',
  noViewingDatesScheduled: 'No viewing dates have been scheduled yet.',
  noQuotes: 'No quotes submitted yet.',
  noOwnQuote: "You haven't submitted a quote for this project yet.",
  messagesTitle: 'Project Messages',
} as const;

/** spec: PostgREST's 'no rows' code, tolerated where a row may be missing. */
export const NO_ROWS_CODE = 'PGRST116';
