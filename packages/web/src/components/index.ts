export { AppModal, type AppModalProps } from './app-modal';
export { BackLink } from './back-link';
export { BusyButton, type BusyButtonProps } from './busy-button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ConflictNotice, type ConflictNoticeProps, isConflict } from './conflict-notice';
export { DataTable, type DataTableProps } from './data-table';
export { EmptyState } from './empty-state';
export { ErrorDialog, type ErrorDialogProps } from './error-dialog';
export { ErrorDialogProvider, useErrorDialog, useUnexpectedErrorDialog } from './error-dialog-provider';
export { errorText, messageKeyText } from './error-text';
export {
  FIELD_MESSAGE_VALUES,
  type FormErrors,
  fieldErrorMap,
  formErrors,
  NO_FORM_ERRORS,
  useFormErrors,
} from './field-errors';
export { useFileDownload } from './file-download';
export { FormActions, FormDanger, FormSuccess } from './form-messages';
export {
  AUDIT_PATH,
  auditHistoryPath,
  HistoryLink,
  type HistoryRowLink,
  useHistoryRowLink,
} from './history-link';
export { cutToLimit, LimitedTextarea, LimitedTextInput, type LimitProps } from './limited-text-input';
export { LoadingState } from './loading-state';
export { PageError } from './page-error';
export { Pager, type PagerProps } from './pager';
export { type QueryState, QueryView, type QueryViewProps } from './query-view';
export { ReasonForm, type ReasonFormProps } from './reason-form';
export { RequireRole } from './require-role';
export {
  type ListRouteContext,
  RouteDialog,
  type RouteDialogProps,
  useGoBack,
  useListRouteContext,
  useListSuccess,
} from './route-dialog';
export { type RowLink, RowLinks } from './row-links';
export { NOT_SELECTED, SearchableSelect, type SearchableSelectProps } from './searchable-select';
export { isTabActive, type TabLink, TabLinks } from './tab-links';
export type { TableSort } from './table-sort';
export { type ToolbarTooltip, useToolbarTooltip } from './toolbar-tooltip';
export { UploadProgress, type UploadProgressProps } from './upload-progress';
export { useSchemaValidate, useServerFieldErrors } from './use-form-validation';
export { type GuardOptions, useGuardedMutation } from './use-guarded-mutation';
export { type SaveDialogOptions, useSaveDialog } from './use-save-dialog';
export {
  type FilterValue,
  type SavedListState,
  savedListKey,
  useSavedListState,
} from './use-saved-list-state';
export {
  DEFAULT_ROW_HEIGHT,
  type VirtualColumn,
  VirtualTable,
  type VirtualTableProps,
} from './virtual-table';
