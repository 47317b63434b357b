import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../src/button.tsx';
import { Tooltip, tooltipNarrowThreshold } from '../src/tooltip.tsx';

function widthOf(element: HTMLElement, width: number) {
  element.getBoundingClientRect = () => new DOMRect(0, 0, width, 20);
}

describe('Tooltip', () => {
  it('shows its text on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Download the invoice">
        <button type="button">Download</button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Download the invoice');
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('Download the invoice');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover after the delay and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="More actions" delay={0} closeDelay={0}>
        <Button>Actions</Button>
      </Tooltip>,
    );
    // react-aria ignores hover until the pointer has moved, as on a real device.
    await user.pointer({ coords: { x: 1, y: 1 } });
    await user.hover(screen.getByRole('button', { name: 'Actions' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('More actions');
    await user.unhover(screen.getByRole('button', { name: 'Actions' }));
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it(`uses the narrow layout for triggers under ${tooltipNarrowThreshold} px`, async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Close">
          <button type="button">x</button>
        </Tooltip>
        <Tooltip content="Opens the brand selection">
          <button type="button">Choose a brand</button>
        </Tooltip>
      </>,
    );
    widthOf(screen.getByRole('button', { name: 'x' }), tooltipNarrowThreshold - 1);
    widthOf(screen.getByRole('button', { name: 'Choose a brand' }), tooltipNarrowThreshold);

    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveAttribute('data-layout', 'narrow');
    await user.tab();
    await expect.poll(() => screen.queryByRole('tooltip')?.textContent).toContain('Opens the brand selection');
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-layout', 'wide');
  });
});
