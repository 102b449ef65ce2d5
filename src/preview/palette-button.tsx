import { useEffect, useId, useRef, useState } from 'react';
import { AA_BODY_TEXT, formatRatio } from '../content/contrast';
import { pairContrasts } from '../content/style-pairs';
import type { PaletteSlotProps } from '../ui/edit-slots';
import { words as describe } from './fields';
import { usePreviewActions } from './preview-actions';

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
          <ContrastReport component={component} colours={current} />
          <button type="button" className="palette__done" onClick={() => close(true)}>
            Done
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The contrast of each text colour on the colour it is read on, checked while the editor picks:
 * the lowest ratio always, and a warning for each pair under WCAG AA for body text (4.5:1). The
 * editor may still save; the warning says what readers will meet.
 */
function ContrastReport({ component, colours }: { component: string; colours: Record<string, string> }) {
  const checked = pairContrasts(component, colours);
  if (checked.length === 0) return null;
  const failing = checked.filter((pair) => pair.ratio < AA_BODY_TEXT);
  const lowest = Math.min(...checked.map((pair) => pair.ratio));
  return (
    <div className={`palette__contrast ${failing.length ? 'palette__contrast--warning' : ''}`.trim()} role="status">
      {failing.length === 0 ? (
        <p>Contrast: every text meets WCAG AA (lowest {formatRatio(lowest)}).</p>
      ) : (
        <>
          <p className="palette__contrast-title">
            <span aria-hidden="true">⚠ </span>Low contrast: below {AA_BODY_TEXT}:1, hard to read (WCAG AA)
          </p>
          <ul>
            {failing.map(({ text, on, ratio }) => (
              <li key={`${text}-${on}`}>
                {describe(text)} on {describe(on)}: <strong>{formatRatio(ratio)}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
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
