export { Alert, type AlertProps, type AlertType } from './alert.tsx';
export { Badge, type BadgeProps, type BadgeTone } from './badge.tsx';
export { Button, type ButtonProps, type ButtonVariant } from './button.tsx';
export { cx } from './cx.ts';
export { EmptyState, type EmptyStateProps } from './empty-state.tsx';
export { PageHeader, type PageHeaderProps } from './page-header.tsx';
