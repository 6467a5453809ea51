import ProductEditorPage, { type EditorSource } from './ProductEditorPage';
import { emptyForm } from './form/formValues';

const NEW_PRODUCT: EditorSource = { values: emptyForm(), target: { category: 'CREATED' } };

/** /add/products: a new product on a page of its own. */
export default function AddProductPage() {
  return <ProductEditorPage title="Add Product" source={NEW_PRODUCT} />;
}
