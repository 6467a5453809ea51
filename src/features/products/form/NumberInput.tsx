import type { InputHTMLAttributes } from 'react';

/**
 * A text input that refuses letters and symbols while typing (spec 001 §5):
 * money and percentages take digits and one point with 2 decimals, days and
 * counts digits only, temperatures may start with a minus.
 */
export type NumberKind = 'money' | 'percent' | 'int' | 'decimal' | 'signed';

const PATTERNS: Record<NumberKind, RegExp> = {
  money: /^\d*(\.\d{0,2})?$/,
  percent: /^\d{0,3}(\.\d{0,2})?$/,
  int: /^\d*$/,
  decimal: /^\d*(\.\d{0,2})?$/,
  signed: /^-?\d*(\.\d?)?$/,
};

export function acceptsTyping(kind: NumberKind, text: string): boolean {
  return PATTERNS[kind].test(text);
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  kind: NumberKind;
  value: string;
  onValue: (v: string) => void;
};

export default function NumberInput({ kind, value, onValue, className = 'form-control form-control-sm', ...rest }: Props) {
  return (
    <input
      {...rest}
      type="text"
      inputMode={kind === 'int' ? 'numeric' : 'decimal'}
      className={className}
      value={value}
      onChange={(e) => {
        const next = e.target.value.replace(/,/g, '');
        if (acceptsTyping(kind, next)) onValue(next);
      }}
    />
  );
}
