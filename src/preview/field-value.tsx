import { upTo } from './characters';
import type { Field } from './fields';

/** A field's value as the editor reads it: a text (shortened when long), or a colour with a swatch. */
export function FieldValue({ field, value }: { field: Field; value: string }) {
  if (field.kind === 'style') {
    return (
      <span className="field-value field-value--colour">
        <span className="field-value__swatch" style={{ background: value }} aria-hidden="true" />
        <code>{value}</code>
      </span>
    );
  }
  if (value === '') return <span className="field-value field-value--empty">(empty)</span>;
  return <span className="field-value">{value.length > 160 ? `${upTo(value, 157)}...` : value}</span>;
}
