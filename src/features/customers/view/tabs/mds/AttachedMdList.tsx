import { Accordion, Button } from 'react-bootstrap';
import { ATTACHED_MD_FIELDS, type AttachedMd } from '../../../../../../contract/customerMds';
import type { ApiError } from '../../../../../api/ApiError';
import LoadState from '../../../../../components/LoadState';
import ReadOnlyFields from './ReadOnlyFields';

interface AttachedMdListProps {
  mds: AttachedMd[] | undefined;
  isLoading: boolean;
  error?: ApiError;
  onRetry: () => void;
  /** Absent: read only (no Remove MD). */
  onRemove?: (md: AttachedMd) => void;
  busy: boolean;
}

export const mdName = (md: Pick<AttachedMd, 'md_code' | 'md_profile'>) => `${md.md_code} - ${md.md_profile.first_name} ${md.md_profile.last_name}`;

/** The customer's associate MDs (spec 002 §2.4, §3.6): one accordion item each, its details read only, and Remove MD. */
export default function AttachedMdList({ mds, isLoading, error, onRetry, onRemove, busy }: AttachedMdListProps) {
  return (
    <LoadState what="the associate MDs" isLoading={isLoading} error={error} empty={!mds?.length} emptyText="No associate MDs yet." onRetry={onRetry}>
      {() => (
        <Accordion alwaysOpen>
          {mds!.map((md) => (
            <Accordion.Item key={md.customer_md_id} eventKey={String(md.customer_md_id)}>
              <Accordion.Header as="h4">{mdName(md)}</Accordion.Header>
              <Accordion.Body>
                <ReadOnlyFields fields={ATTACHED_MD_FIELDS.map((f) => ({ label: f.label, value: f.value(md) }))} />
                {onRemove && (
                  <Button variant="outline-danger" size="sm" className="mt-2" disabled={busy} aria-label={`Remove MD ${md.md_code}`} onClick={() => onRemove(md)}>
                    Remove MD
                  </Button>
                )}
              </Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </LoadState>
  );
}
