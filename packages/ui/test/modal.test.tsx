import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, modalDefaultMaxWidth, ticketModalMaxWidth, type ModalProps } from '../src/modal.tsx';

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        isOpen={open}
        onOpenChange={setOpen}
        title="Change account"
        closeLabel="Close dialog"
        footer={<button type="button">Confirm</button>}
        {...props}
      >
        <p>Pick the account to work for.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title, 400 px wide by default, and traps focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    expect(screen.getByRole('heading', { name: 'Change account' })).toBeInTheDocument();
    expect(modalDefaultMaxWidth).toBe('400px');
    expect(dialog.parentElement).toHaveStyle({ maxWidth: '400px' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and on the close button, returning focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when clicking outside only when dismissable', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness isDismissable={false} closeLabel={undefined} title="Cookie policy" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Cookie policy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookie policy' })).toBeInTheDocument();
  });

  it('lets a dismissable modal ignore Escape and takes a custom max width', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal
        isOpen
        onOpenChange={onOpenChange}
        title="New ticket"
        isKeyboardDismissDisabled
        maxWidth={ticketModalMaxWidth}
      >
        <p>Describe the issue.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New ticket' });
    // Read the inline style: jsdom's computed style converts rem to px.
    expect(dialog.parentElement?.style.maxWidth).toBe('62.5rem');
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
