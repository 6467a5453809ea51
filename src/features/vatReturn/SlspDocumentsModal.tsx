import { slspDocumentColumns, slspDocumentsEp } from '../../../contract/vatReturn';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal, { ModalBody } from '../../components/Modal';
import ResultTable from '../../components/ResultTable';

export interface Drill {
  year: number;
  quarter: number;
  list: 'sales' | 'purchases';
  /** A party's TIN as the list shows it ('' for those without one), or null: every document of the list. */
  tin: string | null;
  name: string;
}

/** The documents behind one line of a summary list: what adds up to the buyer's or supplier's figures. */
export default function SlspDocumentsModal({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const { year, quarter, list, tin } = drill;
  const read = useRead(slspDocumentsEp, { query: { year, quarter, list, ...(tin === null ? {} : { tin }) } });
  return (
    <Modal title={drill.name} subtitle={`${tin ? `TIN ${tin}, ` : ''}${year} Quarter ${quarter}`} size="xl" onClose={onClose}>
      <ModalBody>
        <LoadState what="the documents" isLoading={read.isLoading} error={read.error} empty={false} emptyText="" onRetry={() => void read.refetch()}>
          {() => <ResultTable label={`Documents of ${drill.name}`} rows={read.currentData ?? []} columns={slspDocumentColumns} rowKey={(d) => `${d.kind}-${d.doc_no}`} empty="No documents." />}
        </LoadState>
      </ModalBody>
    </Modal>
  );
}
