import { useParams } from 'react-router-dom';
import { PLEASE_WAIT, withProgress } from '../../components/progressToast';
import { loadDraft } from './api';
import ProductEditorPage from './ProductEditorPage';
import { currentFiles, formFrom } from './form/formValues';

/** /draft/products/{id}: "Draft Products", a saved draft of a new product or of a change. */
export default function DraftProductPage() {
  const { id = '' } = useParams();
  return (
    <ProductEditorPage
      key={id}
      title="Draft Products"
      load={async () => {
        const d = await withProgress(PLEASE_WAIT, loadDraft(id));
        const values = formFrom(d.values);
        const files = currentFiles(d.with_image);
        return d.category === 'UPDATED' && d.product_id
          ? { values, currentFiles: files, target: { category: 'UPDATED', productId: d.product_id, productCode: d.values.product_code ?? '', draftId: d.id } }
          : { values, currentFiles: files, target: { category: 'CREATED', draftId: d.id } };
      }}
    />
  );
}
