import { Fragment, type CSSProperties, type ReactNode } from 'react';

/** One label and its value; `wide` gives the value the rest of the row when the list shows two facts a row. */
export interface FactItem {
  label: string;
  value: ReactNode;
  wide?: boolean;
}
/**
 * A fact as `[label, value]` or as an item. `false`, `null` and `undefined`
 * are left out, so a fact that only some documents have reads
 * `doc.check_no && ['Check', doc.check_no]`.
 */
export type Fact = readonly [label: string, value: ReactNode] | FactItem | false | null | undefined | '' | 0;

export interface FactsProps {
  facts: readonly Fact[];
  /** Grid columns of each label (of 12). Default 3. */
  labelCols?: 2 | 3 | 4;
  /** Facts a row: 1 (default) or 2. */
  perRow?: 1 | 2;
  /** Classes besides `row` (default `small mb-2`). */
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * The label/value block of a document's header (a receipt, a voucher, a
 * transfer): a Bootstrap definition list, so a screen reader reads each label
 * with its value and every detail view lines up the same way.
 */
export function Facts({ facts, labelCols = 3, perRow = 1, className = 'small mb-2', style, 'aria-label': ariaLabel }: FactsProps) {
  const narrow = 12 / perRow - labelCols;
  const wide = 12 - labelCols;
  return (
    <dl className={`row ${className}`} style={style} aria-label={ariaLabel}>
      {facts.map((fact, i) => {
        if (!fact) return null;
        const { label, value, wide: isWide } = Array.isArray(fact) ? { label: fact[0], value: fact[1], wide: false } : (fact as FactItem);
        return (
          <Fragment key={`${label}-${i}`}>
            <dt className={`col-sm-${labelCols}`}>{label}</dt>
            <dd className={`col-sm-${isWide ? wide : narrow}`}>{value}</dd>
          </Fragment>
        );
      })}
    </dl>
  );
}
