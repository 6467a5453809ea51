import { Accordion, Button } from 'react-bootstrap';
import { associateMdLookupEp } from '../../../../../../contract/customerLists';
import { MD_PROFILE_FIELDS } from '../../../../../../contract/customerMds';
import { useRead } from '../../../../../api/kitApi';
import LoadState from '../../../../../components/LoadState';
import ReadOnlyFields from './ReadOnlyFields';

/**
 * The picked MD before it is associated (spec 002 §2.4): its directory
 * profile in an accordion, read only. Remove MD only clears the preview.
 */
export default function MdPreview({ mdCode, onClear }: { mdCode: string; onClear: () => void }) {
  const found = useRead(associateMdLookupEp, { body: { md_code: mdCode } });
  const md = found.data?.[0];
  return (
    <Accordion defaultActiveKey="preview" className="my-3">
      <Accordion.Item eventKey="preview">
        <Accordion.Header as="h4">Selected MD: {md ? `${md.md_code} - ${md.md_profile.first_name} ${md.md_profile.last_name}` : mdCode}</Accordion.Header>
        <Accordion.Body>
          <LoadState what="the MD" isLoading={found.isLoading} error={found.error} empty={!md} emptyText="This MD is not in the MD directory." onRetry={() => void found.refetch()}>
            {() => <ReadOnlyFields fields={MD_PROFILE_FIELDS.map((f) => ({ label: f.label, value: md!.md_profile[f.key] }))} />}
          </LoadState>
          <Button variant="outline-secondary" size="sm" className="mt-2" onClick={onClear}>
            Remove MD
          </Button>
        </Accordion.Body>
      </Accordion.Item>
    </Accordion>
  );
}
