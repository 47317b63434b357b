import { useState, type ReactNode } from 'react';
import { Button, FieldError, Group, Input, Label, Text, TextField } from 'react-aria-components';
import { cx } from './cx.ts';
import { Eye, EyeOff } from 'lucide-react';

interface TextInputBaseProps {
  /** Visible label of the field. */
  label: ReactNode;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  maxLength?: number;
  /** A regular expression the whole value must match (the native `pattern` attribute). */
  pattern?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'search' | 'url' | 'decimal' | 'none';
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Help text shown under the field while there is no error. */
  hint?: ReactNode;
  /** When given, the field is invalid and this text replaces the hint. */
  errorMessage?: ReactNode;
  className?: string;
}

export interface PlainTextInputProps extends TextInputBaseProps {
  type?: 'text' | 'email' | 'search' | 'tel' | 'url';
}

export interface PasswordTextInputProps extends TextInputBaseProps {
  type: 'password';
  /** Accessible name of the toggle while the password is hidden, e.g. the label for "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is visible. */
  hidePasswordLabel: string;
}

export type TextInputProps = PlainTextInputProps | PasswordTextInputProps;

/**
 * Labelled text field (spec section 5): maxLength, pattern, a show/hide toggle for passwords,
 * the error message when given, otherwise the hint; both are wired through aria-describedby.
 */
export function TextInput(props: TextInputProps) {
  const { label, hint, errorMessage, placeholder, className, type = 'text', ...fieldProps } = props;
  const [revealed, setRevealed] = useState(false);
  const isPassword = props.type === 'password';
  const invalid = errorMessage != null && errorMessage !== false && errorMessage !== '';
  // Drop the toggle labels so they do not reach the DOM.
  const {
    showPasswordLabel: _show,
    hidePasswordLabel: _hide,
    ...textFieldProps
  } = fieldProps as typeof fieldProps &
    Partial<Pick<PasswordTextInputProps, 'showPasswordLabel' | 'hidePasswordLabel'>>;

  return (
    <TextField
      {...textFieldProps}
      type={isPassword && revealed ? 'text' : type}
      isInvalid={invalid}
      // The caller owns the messages: no browser-worded native validation bubbles or texts.
      validationBehavior="aria"
      className={cx('flex flex-col gap-1', className)}
    >
      <Label className="text-sm font-semibold text-ink">{label}</Label>
      <Group
        className={cx(
          'flex min-h-11 items-center rounded-lg border bg-surface text-ink',
          'has-[input:focus]:outline-2 has-[input:focus]:outline-offset-2 has-[input:focus]:outline-brand',
          invalid ? 'border-danger' : 'border-line',
          'data-disabled:bg-canvas data-disabled:opacity-60',
        )}
      >
        <Input
          placeholder={placeholder}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm outline-none placeholder:text-ink-muted"
        />
        {props.type === 'password' ? (
          <Button
            onPress={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? props.hidePasswordLabel : props.showPasswordLabel}
            isDisabled={props.isDisabled}
            className={cx(
              'mr-1 inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:text-ink',
              'outline-none data-focus-visible:outline-2 data-focus-visible:outline-solid data-focus-visible:outline-brand',
            )}
          >
            {revealed ? <EyeOff size={20} aria-hidden="true" /> : <Eye size={20} aria-hidden="true" />}
          </Button>
        ) : null}
      </Group>
      {invalid ? (
        <FieldError className="text-sm text-danger">{errorMessage}</FieldError>
      ) : hint ? (
        <Text slot="description" className="text-sm text-ink-muted">
          {hint}
        </Text>
      ) : null}
    </TextField>
  );
}
