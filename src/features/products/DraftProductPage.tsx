import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { showProductDraft, type DraftDetail } from '../../../contract/products';
import { useRead } from '../../api/kitApi';
import ProductEditorPage, { type EditorSource } from './ProductEditorPage';
import { currentFiles, formFrom } from './form/formValues';

/** A saved draft as the form starts from it: a new product's, or a change of an existing one. */
function draftSource(d: DraftDetail): EditorSource {
  const values = formFrom(d.values);
  const files = currentFiles(d.with_image);
  return d.category === 'UPDATED' && d.product_id
    ? { values, currentFiles: files, target: { category: 'UPDATED', productId: d.product_id, productCode: d.values.product_code ?? '', draftId: d.id } }
    : { values, currentFiles: files, target: { category: 'CREATED', draftId: d.id } };
}

/** /draft/products/{id}: "Draft Products", a saved draft of a new product or of a change. */
export default function DraftProductPage() {
  const { id = '' } = useParams();
  const draft = useRead(showProductDraft, { params: { id } });
  // This draft's answer only (`data` would still be the previous draft's while this one loads).
  const d = draft.currentData as DraftDetail | undefined;
  const source = useMemo(() => d && draftSource(d), [d]);
  return <ProductEditorPage key={id} title="Draft Products" source={source} error={draft.error} />;
}
