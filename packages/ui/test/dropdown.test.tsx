import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Dropdown,
  dropdownMenuMaxHeight,
  dropdownMenuMaxHeightWithSearch,
  formatNoResults,
  type DropdownItem,
} from '../src/dropdown.tsx';

const items: DropdownItem[] = [
  { id: '0001', name: '0001000001', label: 'Alpine Outfitters', description: 'Munich', badge: 'Main' },
  { id: '0002', name: '0001000002', label: 'Coastal Sports', description: 'Lisbon', cta: 'Switch' },
  { id: '0003', name: '0001000003', label: 'Closed Store', disabled: true },
];

describe('Dropdown', () => {
  it('opens from the keyboard, moves with the arrows and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Dropdown
        label="Sold-to"
        items={items}
        placeholder="Choose an account"
        noResultsLabel="None"
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Sold-to/ });
    expect(trigger).toHaveTextContent('Choose an account');

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(listbox.parentElement?.style.maxHeight).toBe(dropdownMenuMaxHeight);
    expect(within(listbox).getByRole('option', { name: /Closed Store/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(listbox).getByText('Main')).toBeInTheDocument();
    expect(within(listbox).getByText('Switch')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('0002', items[1]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Coastal Sports');
  });

  it('searches only when Enter is pressed and reports no results with the term', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <Dropdown
        label="Sold-to"
        items={items}
        noResultsLabel='No results for "{term}"'
        search={{ label: 'Search accounts', placeholder: 'Name or number', onSearch }}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Sold-to/ }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox.parentElement?.style.maxHeight).toBe(dropdownMenuMaxHeightWithSearch);
    expect(dropdownMenuMaxHeightWithSearch).toBe('18rem');

    const search = screen.getByRole('searchbox', { name: 'Search accounts' });
    await user.click(search);
    await user.type(search, 'coastal');
    // Typing alone does not filter.
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);

    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('coastal');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Coastal Sports')]);

    await user.clear(search);
    await user.type(search, 'zermatt{Enter}');
    // react-aria renders the empty state as the listbox's only option, so screen readers can reach it.
    expect(within(listbox).getByRole('option')).toHaveTextContent('No results for "zermatt"');
    expect(within(listbox).queryByText(/Alpine|Coastal|Closed/)).not.toBeInTheDocument();

    // The name (customer number) is searched too.
    await user.clear(search);
    await user.type(search, '0001000001{Enter}');
    expect(within(listbox).getByRole('option', { name: /Alpine Outfitters/ })).toBeInTheDocument();
  });

  it('shows the no-results label for an empty list and keeps a controlled value', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Dropdown label="Brand" items={[]} noResultsLabel="Nothing here{term}" />);
    await user.click(screen.getByRole('button', { name: /Brand/ }));
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    rerender(<Dropdown label="Brand" hideLabel items={items} value="0001" noResultsLabel="None" />);
    expect(screen.getByText('Brand')).toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: /Brand/ })).toHaveTextContent('Alpine Outfitters');
  });

  it('substitutes the term in the no-results label', () => {
    expect(formatNoResults('No results for {term}', 'vans')).toBe('No results for vans');
    expect(formatNoResults('No results', 'vans')).toBe('No results');
  });
});
