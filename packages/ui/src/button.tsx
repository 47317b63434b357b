import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * Busy with what it started (sending, saving): not pressable, but unlike `disabled` it keeps focus. A disabled
   * button that has focus drops it to the page's body, out of a dialog (where Escape then no longer reaches it)
   * and away from where a keyboard user was.
   */
  pending?: boolean;
}

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong',
  secondary: 'border border-line bg-surface text-ink hover:bg-canvas',
};

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  pending = false,
  onClick,
  ...props
}: ButtonProps) {
  // A press while pending neither runs the handler nor submits the button's form.
  const click = pending ? (event: MouseEvent<HTMLButtonElement>) => event.preventDefault() : onClick;
  return (
    <button
      type={type}
      className={cx(
        'inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        variantClasses[variant],
        className,
      )}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={click}
      {...props}
    />
  );
}
