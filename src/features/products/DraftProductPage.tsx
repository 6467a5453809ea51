import { useParams } from 'react-router-dom';
import { loadDraft } from './api';
import ProductEditorPage from './ProductEditorPage';
import { formFrom } from './form/formValues';

/** /draft/products/{id}: "Draft Products", a saved draft of a new product or of a change. */
export default function DraftProductPage() {
  const { id = '' } = useParams();
  return (
    <ProductEditorPage
      key={id}
      title="Draft Products"
      load={async () => {
        const d = await loadDraft(id);
        const values = formFrom(d.values);
        return d.category === 'UPDATED' && d.product_id
          ? { values, target: { category: 'UPDATED', productId: d.product_id, productCode: d.values.product_code ?? '', draftId: d.id } }
          : { values, target: { category: 'CREATED', draftId: d.id } };
      }}
    />
  );
}
