import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { showProduct, type ProductDetail } from '../../../contract/products';
import { useRead } from '../../api/kitApi';
import ProductEditorPage, { type EditorSource } from './ProductEditorPage';
import { currentFiles, formFrom } from './form/formValues';

/** /update/products/{product_code}: the draft form over an existing product, category UPDATED. */
export default function UpdateProductPage() {
  const { product_code: code = '' } = useParams();
  const product = useRead(showProduct, { params: { product_code: code } });
  // This product's answer only (`data` would still be the previous product's while this one loads).
  const p = product.currentData as ProductDetail | undefined;
  const source = useMemo<EditorSource | undefined>(
    () => p && { values: formFrom(p), target: { category: 'UPDATED', productId: p.product_id, productCode: p.product_code }, stockLevel: p.available_stock, currentFiles: currentFiles(p.upload) },
    [p],
  );
  return <ProductEditorPage key={code} title="Update Product" source={source} error={product.error} />;
}
