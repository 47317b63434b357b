import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../src/badge.tsx';

describe('Badge', () => {
  it('renders its content with the tone classes', () => {
    render(<Badge tone="danger">3</Badge>);
    const badge = screen.getByText('3');
    expect(badge).toHaveClass('text-danger');
    expect(badge.tagName).toBe('SPAN');
  });

  it('defaults to the neutral tone', () => {
    render(<Badge>New</Badge>);
    expect(screen.getByText('New')).toHaveClass('bg-canvas');
  });
});
