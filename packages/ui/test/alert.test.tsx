import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../src/alert.tsx';

describe('Alert', () => {
  it('announces warnings and alerts assertively', () => {
    render(<Alert type="alert" header="Payment overdue" body="Invoice 42 is overdue." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment overdue');
  });

  it('announces notifications politely and clamps the description to three lines', () => {
    render(<Alert header="New catalogue" body="Spring collection is out." cta={<a href="/x">Open</a>} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.getByText('Spring collection is out.')).toHaveClass('line-clamp-3');
    expect(screen.getByText('New catalogue')).toHaveClass('truncate');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/x');
  });
});
