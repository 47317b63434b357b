export {
  AccountSelector,
  type AccountOption,
  type AccountSelection,
  type AccountSelectorLabels,
  type AccountSelectorProps,
} from './account-selector.tsx';
export { Alert, type AlertProps, type AlertType } from './alert.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
export { cx } from './cx.ts';
export {
  Dropdown,
  dropdownMenuMaxHeight,
  dropdownMenuMaxHeightWithSearch,
  formatNoResults,
  type DropdownItem,
  type DropdownProps,
  type DropdownSearchProps,
} from './dropdown.tsx';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export {
  formFieldClass,
  formLabelClass,
  SearchField,
  submittedSearch,
  withoutEmpty,
  type SearchFieldProps,
} from './filter-form.tsx';
export { Modal, modalDefaultMaxWidth, preloadModal, ticketModalMaxWidth, type ModalProps } from './modal.tsx';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
export { Pagination, type PaginationLabels, type PaginationProps } from './pagination.tsx';
export { TableScroller, type TableScrollerProps } from './table-scroller.tsx';
export {
  TextInput,
  type PasswordTextInputProps,
  type PlainTextInputProps,
  type TextInputProps,
} from './text-input.tsx';
export { Tooltip, tooltipNarrowThreshold, type TooltipLayout, type TooltipProps } from './tooltip.tsx';
export * from './content/index.ts';
