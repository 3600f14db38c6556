import { cloneElement, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { loadOnce } from '../../lib/version/load-once';

interface TriggerProps {
  onMouseOver?: (event: never) => void;
  onMouseLeave?: (event: never) => void;
  onMouseDown?: (event: never) => void;
  onClick?: (event: never) => void;
  onFocus?: (event: never) => void;
  onBlur?: (event: never) => void;
  ref?: (node: HTMLElement | null) => void;
}

export interface LazyTooltipProps {
  title: string;
  /** The element the tooltip describes: it gets the hover and focus handlers and a ref. */
  children: ReactElement<TriggerProps>;
}

/** MUI's Tooltip module, imported once. */
const loadTooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => module.default));

/**
 * MUI's Tooltip, loaded when the pointer first rests on (or focus first enters) its element (decision 0045): MUI's
 * Tooltip brings Popper (about 12 kB gzip), which the first screen does not show. Until it has arrived the element
 * is shown alone, so a click or tap in the meantime reaches it (one that is pressed when it arrives is swapped
 * after the click); then it is MUI's Tooltip, open if the pointer or focus is still there. The element remounts inside the tooltip: one that had focus gets it back.
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | null>(null);
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  // While a button is pressed on the element it must not remount (the click would be lost): a tooltip that
  // arrives then is put in place after the click, or when the pointer leaves.
  const pressed = useRef(false);
  const arrived = useRef<ComponentType<TooltipProps> | null>(null);
  const show = () => {
    const component = arrived.current;
    if (component == null || pressed.current) return;
    setOpen(hovered.current || focused.current);
    setTooltip(() => component);
  };
  const want = () => {
    void loadTooltip().then(
      (component) => {
        arrived.current = component;
        show();
      },
      () => undefined,
    );
  };
  const keepFocus = (node: HTMLElement | null) => {
    if (node && focused.current && document.activeElement !== node) node.focus();
  };
  if (Tooltip) {
    return (
      <Tooltip title={title} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(children, { ref: keepFocus })}
      </Tooltip>
    );
  }
  const track = (name: keyof TriggerProps, flag: { current: boolean }, value: boolean) => (event: never) => {
    (children.props[name] as ((event: never) => void) | undefined)?.(event);
    flag.current = value;
    if (value && flag !== pressed) want();
    if (!value) show();
  };
  const leave = track('onMouseLeave', hovered, false);
  return cloneElement(children, {
    onMouseOver: track('onMouseOver', hovered, true),
    onMouseLeave: (event: never) => {
      pressed.current = false;
      leave(event);
    },
    onMouseDown: track('onMouseDown', pressed, true),
    onClick: track('onClick', pressed, false),
    onFocus: track('onFocus', focused, true),
    onBlur: track('onBlur', focused, false),
  });
}
