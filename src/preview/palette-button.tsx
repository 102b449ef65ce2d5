import { useEffect, useId, useRef, useState } from 'react';
import type { PaletteSlotProps } from '../ui/edit-slots';
import { usePreviewActions } from './preview-actions';

/** Turns a style path such as buttonBackground into words: button background. */
function describe(stylePath: string): string {
  return stylePath.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[._-]/g, ' ').toLowerCase();
}

/**
 * The palette button of a component: opens colour pickers for its style paths. Colours apply
 * while picking; when the editor clicks outside or closes the panel, each changed colour is saved.
 */
export function PaletteButton({ component }: PaletteSlotProps) {
  const { colours, previewColour, saveColour } = usePreviewActions();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const startValues = useRef<Record<string, string>>({});
  const current = colours(component);
  const currentRef = useRef(current);
  currentRef.current = current;

  const openPanel = () => {
    startValues.current = { ...current };
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    for (const [path, start] of Object.entries(startValues.current)) {
      const value = currentRef.current[path];
      if (value !== undefined && value !== start) void saveColour(component, path, value, start);
    }
    startValues.current = {};
    if (returnFocus) buttonRef.current?.focus();
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    rootRef.current?.querySelector('input')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div className="palette" ref={rootRef} onKeyDown={(event) => event.key === 'Escape' && open && (event.preventDefault(), close(true))}>
      <button
        ref={buttonRef}
        type="button"
        className="palette__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Edit colours: ${describe(component)}`}
        onClick={() => (open ? close(true) : openPanel())}
      >
        <span aria-hidden="true" className="palette__icon" />
      </button>
      {open ? (
        <div className="palette__panel" id={panelId} role="group" aria-label={`Colours: ${describe(component)}`}>
          {Object.entries(current).map(([path, value]) => (
            <label key={path} className="palette__row">
              <input type="color" value={toHex(value)} onChange={(event) => previewColour(component, path, event.target.value)} />
              <span>{describe(path)}</span>
            </label>
          ))}
          <button type="button" className="palette__done" onClick={() => close(true)}>
            Done
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The colour input only takes #rrggbb (saved colours may carry alpha: #rrggbbaa); other notations show as black until picked. */
function toHex(value: string): string {
  const long = /^(#[0-9a-f]{6})(?:[0-9a-f]{2})?$/i.exec(value);
  if (long) return long[1]!.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : '#000000';
}
