import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../src/text-input.tsx';

describe('TextInput', () => {
  it('labels the field and passes maxLength and pattern to the input', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextInput label="PO number" maxLength={10} pattern="[0-9]+" name="po" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    expect(input).toHaveAttribute('maxlength', '10');
    expect(input).toHaveAttribute('pattern', '[0-9]+');
    expect(input).toHaveAttribute('name', 'po');
    await user.type(input, '123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('shows the hint when there is no error, and describes the input with it', () => {
    render(<TextInput label="Email" type="email" hint="We send the receipt here." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We send the receipt here.');
  });

  it('replaces the hint with the error message and marks the input invalid', () => {
    render(<TextInput label="Email" hint="We send the receipt here." errorMessage="Enter a valid email." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email.');
    expect(screen.queryByText('We send the receipt here.')).not.toBeInTheDocument();
  });

  it('toggles password visibility with a caller-named button', async () => {
    const user = userEvent.setup();
    render(
      <TextInput
        label="New password"
        type="password"
        defaultValue="s3cret!"
        showPasswordLabel="Mostrar contraseña"
        hidePasswordLabel="Ocultar contraseña"
      />,
    );
    const input = screen.getByLabelText('New password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!');

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types', () => {
    render(<TextInput label="Name" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
