import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField, submittedSearch, withoutEmpty } from '../src/filter-form.tsx';

describe('filter form pieces', () => {
  it('submits the trimmed search, and nothing for blanks', async () => {
    const searched = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          searched(submittedSearch(event.currentTarget));
        }}
      >
        <SearchField idPrefix="f" value={undefined} label="Search" placeholder="Order number" submitLabel="Go" />
      </form>,
    );
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, '  4510  ');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await userEvent.clear(field);
    await userEvent.type(field, '   {Enter}');
    expect(searched.mock.calls).toEqual([['4510'], [undefined]]);
  });

  it('leaves emptied values out of a filter', () => {
    expect(withoutEmpty({ q: '', status: 'open', brand: undefined })).toEqual({ status: 'open' });
  });
});
