// The requirement checklist beside a field (docs/product/shell.md#tooltips: "Tooltips on fields
// list rules, each marked passed or failed"; it shows 50 ms after focus and sits on top under
// 992 px wide). Screen readers hear the rules and their states as the field's description.
//
// Usage, with the field and the tooltip inside one box that the tooltip is placed against:
//
//   const tip = useRuleTooltip();
//   <div className="rule-tooltip-anchor">
//     <TextField id="password" label="Password" {...tip.fieldProps} value={...} onChange={...} />
//     <RuleTooltip {...tip.tooltipProps} rules={passwordChecks(password)} />
//   </div>
//
// fieldProps carries onFocus, onBlur, onKeyDown (Escape hides the tooltip without moving
// focus, WCAG 1.4.13) and aria-describedby, which TextField joins with its hint and error
// ids. A field with focus or key handlers of its own calls the tooltip's from them.

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { RuleCheck } from '#domain/shared/field-rules';
import './rule-tooltip.css';
import { RuleList } from './rule-list.tsx';

export type TooltipPlacement = 'right' | 'top';

/** docs/product/shell.md#tooltips. */
const tooltipDelayMs = 50;

const wideScreen = '(min-width: 992px)';

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(wideScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function placementForWidth(): TooltipPlacement {
  return window.matchMedia(wideScreen).matches ? 'right' : 'top';
}

/** 'right' at 992 px and wider, 'top' below; follows the window as it is resized. */
export function useTooltipPlacement(): TooltipPlacement {
  return useSyncExternalStore(subscribeToWidth, placementForWidth);
}

export interface RuleTooltipFieldProps {
  'aria-describedby': string;
  onFocus(): void;
  onBlur(): void;
  onKeyDown(event: { key: string }): void;
}

export interface RuleTooltipHandle {
  /** The tooltip element's id, which the field's aria-describedby names. */
  id: string;
  open: boolean;
  fieldProps: RuleTooltipFieldProps;
  tooltipProps: { id: string; open: boolean };
}

/** Opens the tooltip 50 ms after the field takes focus; closes it on blur or Escape. */
export function useRuleTooltip(): RuleTooltipHandle {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const fieldProps = useMemo<RuleTooltipFieldProps>(() => {
    function hide() {
      clearTimeout(timer.current);
      setOpen(false);
    }
    return {
      'aria-describedby': id,
      onFocus() {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), tooltipDelayMs);
      },
      onBlur: hide,
      onKeyDown(event) {
        if (event.key === 'Escape') hide();
      },
    };
  }, [id]);

  return { id, open, fieldProps, tooltipProps: { id, open } };
}

interface RuleTooltipProps {
  id: string;
  rules: RuleCheck[];
  open: boolean;
  /** Follows the window width when left out. */
  placement?: TooltipPlacement;
}

/**
 * Always in the page, hidden while closed, so the field's aria-describedby always resolves
 * and a screen reader hears the rules as soon as the field has focus.
 */
export function RuleTooltip({ id, rules, open, placement }: RuleTooltipProps) {
  const placementByWidth = useTooltipPlacement();
  const side = placement ?? placementByWidth;
  return (
    <div id={id} role="tooltip" className={`rule-tooltip rule-tooltip--${side}`} hidden={!open}>
      <RuleList rules={rules} block="rule-tooltip" stateClassName="rule-tooltip__state" />
    </div>
  );
}
