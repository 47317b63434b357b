import { useRef, useState, type DOMAttributes, type ReactElement, type ReactNode } from 'react';
import {
  Focusable,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type FocusableElement,
} from 'react-aria-components';
import { cx } from './cx.ts';

/** A trigger narrower than this (in px) gets the narrow tooltip layout (spec section 9). */
export const tooltipNarrowThreshold = 50;

export type TooltipLayout = 'narrow' | 'wide';

export interface TooltipProps {
  /** The text shown on hover and keyboard focus; it also describes the trigger to assistive technology. */
  content: ReactNode;
  /**
   * The trigger: a single focusable element (button, link) that accepts a ref and spreads its props,
   * e.g. `<button>` or the `Button` of this package.
   */
  children: ReactElement<DOMAttributes<FocusableElement>>;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Hover delay in ms before opening; keyboard focus opens at once. */
  delay?: number;
  closeDelay?: number;
  isDisabled?: boolean;
  className?: string;
}

/**
 * Tooltip around a trigger. Narrow triggers (icon buttons) get a centred arrow and a compact bubble;
 * wider triggers align the bubble with their start edge so it does not float away from the text.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 500,
  closeDelay = 100,
  isDisabled,
  className,
}: TooltipProps) {
  const triggerRef = useRef<FocusableElement>(null);
  const [layout, setLayout] = useState<TooltipLayout>('wide');

  const measure = (isOpen: boolean) => {
    if (!isOpen || !triggerRef.current) return;
    const width = triggerRef.current.getBoundingClientRect().width;
    setLayout(width < tooltipNarrowThreshold ? 'narrow' : 'wide');
  };

  const narrow = layout === 'narrow';
  const vertical = placement === 'top' || placement === 'bottom';
  return (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} isDisabled={isDisabled} onOpenChange={measure}>
      {/* Focusable only types intrinsic elements; components that forward ref and props work the same at run time. */}
      <Focusable ref={triggerRef}>{children as ReactElement<DOMAttributes<FocusableElement>, string>}</Focusable>
      <AriaTooltip
        placement={narrow || !vertical ? placement : `${placement} start`}
        offset={8}
        data-layout={layout}
        className={cx(
          'rounded-md bg-ink px-3 py-1.5 text-sm text-white shadow-md',
          narrow ? 'max-w-48 text-center' : 'max-w-xs',
          className,
        )}
      >
        <OverlayArrow className="fill-ink data-[placement=bottom]:[&>svg]:rotate-180 data-[placement=left]:[&>svg]:-rotate-90 data-[placement=right]:[&>svg]:rotate-90">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
