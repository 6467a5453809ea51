import { useId, type ReactNode } from 'react';
import type { ApiError } from '../../api/ApiError';
import { Facts, type Fact } from '../Facts';
import LoadState from '../LoadState';
import Modal, { ModalBody } from '../Modal';

/** The read of one document, as `useRead` answers it. */
export interface DocumentRead<D> {
  currentData?: D;
  isLoading: boolean;
  /** A read that has no answer yet is still loading, never "not found". */
  isFetching?: boolean;
  error?: ApiError;
  refetch: () => unknown;
}

export interface DocumentPanelProps<D> {
  /** What the document is called in its states ("the journal voucher"): "Loading the journal voucher…". */
  what: string;
  read: DocumentRead<D>;
  /** The title before the document has loaded ("Journal Voucher"), and once it has. */
  title: string;
  titleOf: (doc: D) => string;
  subtitle?: (doc: D) => ReactNode;
  size?: 'lg' | 'xl';
  /** The header facts, two a row (one on a narrow panel of long facts). */
  facts: (doc: D) => readonly Fact[];
  factsPerRow?: 1 | 2;
  /** Everything below the facts: the lines, then the document's own sections. */
  children: (doc: D) => ReactNode;
  /** The screen's own buttons at the footer's left (print, edit). */
  tools?: (doc: D) => ReactNode;
  /** The action bar at the footer's right: `DocumentActions` (or a screen's wrapper of it, with its reason dialogs). */
  actions?: (doc: D) => ReactNode;
  /** Drawn in place of the panel's body (an edit form over the same document). */
  replacing?: (doc: D) => ReactNode;
  /** Closes the panel's modal. Without it the panel is a section of its page (a document at its own address). */
  onClose?: () => void;
}

/**
 * One document opened from a list or a queue: its title, the states of its read (loading, failed with Retry, not
 * found) that cannot be mistaken for each other, the header facts, the lines and sections the screen declares, and
 * a footer with the screen's tools on the left and the workflow's action bar on the right. Journal vouchers,
 * transfers, purchase orders and non-trade collections open in it; a payable voucher is one at its own address (a
 * section whose heading carries the status, the tools and the bar beside it).
 */
export default function DocumentPanel<D>({ what, read, title, titleOf, subtitle, size = 'xl', facts, factsPerRow = 2, children, tools, actions, replacing, onClose }: DocumentPanelProps<D>) {
  const doc = read.currentData;
  const loading = read.isLoading || (!doc && !read.error && Boolean(read.isFetching));
  const headingId = useId();
  const editing = Boolean(replacing && doc);
  const bar = doc && !editing && (tools || actions) && (
    <>
      {tools?.(doc)}
      {onClose && <span className="ms-auto" />}
      {actions?.(doc)}
    </>
  );
  const body = (
    <LoadState what={what} isLoading={loading} error={read.error} empty={!doc} emptyText={`${what[0].toUpperCase()}${what.slice(1)} was not found.`} onRetry={() => void read.refetch()}>
      {() =>
        editing ? (
          replacing!(doc!)
        ) : (
          <>
            <Facts labelCols={factsPerRow === 2 ? 2 : 3} perRow={factsPerRow} facts={facts(doc!)} />
            {children(doc!)}
          </>
        )
      }
    </LoadState>
  );
  if (!onClose)
    return (
      <section aria-labelledby={headingId} className="mb-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={headingId} className="h5 me-auto mb-0">
            {doc ? titleOf(doc) : title} {doc && subtitle?.(doc)}
          </h2>
          {bar}
        </div>
        {body}
      </section>
    );
  return (
    <Modal title={doc ? titleOf(doc) : title} subtitle={doc && subtitle?.(doc)} size={size} onClose={onClose} footer={bar && <div className="d-flex flex-wrap align-items-center gap-2 w-100">{bar}</div>}>
      <ModalBody>{body}</ModalBody>
    </Modal>
  );
}
