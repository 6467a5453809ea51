import { useParams } from 'react-router-dom';
import { PLEASE_WAIT, withProgress } from '../../components/progressToast';
import { loadProductDetail } from './api';
import ProductEditorPage from './ProductEditorPage';
import { currentFiles, formFrom } from './form/formValues';

/** /update/products/{product_code}: the draft form over an existing product, category UPDATED. */
export default function UpdateProductPage() {
  const { product_code: code = '' } = useParams();
  return (
    <ProductEditorPage
      key={code}
      title="Update Product"
      load={async () => {
        const p = await withProgress(PLEASE_WAIT, loadProductDetail(code));
        return { values: formFrom(p), target: { category: 'UPDATED', productId: p.product_id, productCode: p.product_code }, stockLevel: p.available_stock, currentFiles: currentFiles(p.upload) };
      }}
    />
  );
}
