import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSelector, type AccountSelection } from '../src/account-selector.tsx';

const accounts = [
  { id: '1000102', name: 'Alpine Sports' },
  { id: '1000103', name: 'Coast Outfitters' },
  { id: '1000104', name: 'Valley Shoes' },
];
const labels = {
  legend: 'Accounts shown',
  working: 'This account: Alpine Sports (1000102)',
  all: 'All my accounts',
  several: 'Choose accounts',
  severalLegend: 'Accounts to show',
  apply: 'Show',
  current: 'Alpine Sports (1000102)',
  noneChosen: 'Tick at least one account to show.',
};

function renderSelector(value: AccountSelection = { kind: 'working' }) {
  const onChange = vi.fn();
  render(<AccountSelector accounts={accounts} value={value} onChange={onChange} labels={labels} />);
  return { onChange, trigger: screen.getByRole('button', { name: /Accounts shown/ }) };
}

describe('AccountSelector', () => {
  it('is a disclosure saying what is shown, its choices hidden until opened', async () => {
    const { trigger } = renderSelector();
    expect(trigger).toHaveTextContent('Accounts shown: Alpine Sports (1000102)');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Accounts shown' })).toBeVisible();
    expect(screen.getByRole('radio', { name: labels.working })).toBeChecked();
  });

  it('chooses all accounts with the keyboard alone', async () => {
    const { onChange, trigger } = renderSelector();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: labels.working })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'All my accounts' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ kind: 'all' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies several ticked accounts in the list order', async () => {
    const { onChange, trigger } = renderSelector();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('radio', { name: 'Choose accounts' }));
    const group = screen.getByRole('group', { name: 'Accounts to show' });
    expect(group).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Valley Shoes (1000104)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alpine Sports (1000102)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'several', ids: ['1000102', '1000104'] });
  });

  it('says so when none is left ticked, and applies nothing', async () => {
    const { onChange, trigger } = renderSelector({ kind: 'several', ids: ['1000103'] });
    await userEvent.click(trigger);
    const ticked = screen.getByRole('checkbox', { name: 'Coast Outfitters (1000103)' });
    expect(ticked).toBeChecked();
    await userEvent.click(ticked);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Tick at least one account to show.');
    expect(screen.getByRole('checkbox', { name: 'Alpine Sports (1000102)' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Accounts to show' })).toHaveAccessibleDescription(labels.noneChosen);
  });

  it('closes on Escape without applying the draft, and opens again on what is shown', async () => {
    const { onChange, trigger } = renderSelector({ kind: 'all' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('radio', { name: 'Choose accounts' }));
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    expect(screen.getByRole('radio', { name: 'All my accounts' })).toBeChecked();
  });
});
