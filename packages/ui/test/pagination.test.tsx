import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../src/pagination.tsx';

const labels = { navigation: 'Pages of orders', previous: 'Previous page', next: 'Next page', position: 'Page 1 of 3' };

describe('Pagination', () => {
  it('is not there when everything fits on one page', () => {
    const { container } = render(<Pagination pageNumber={0} pageCount={1} onPage={() => {}} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names its landmark, says where the reader is and moves one page at a time within the range', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pagination pageNumber={0} pageCount={3} onPage={onPage} labels={labels} />);
    expect(screen.getByRole('navigation', { name: 'Pages of orders' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
    rerender(
      <Pagination pageNumber={2} pageCount={3} onPage={onPage} labels={{ ...labels, position: 'Page 3 of 3' }} />,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });
});
