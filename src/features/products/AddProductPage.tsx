import ProductEditorPage from './ProductEditorPage';
import { emptyForm } from './form/formValues';

/** /add/products: a new product on a page of its own. */
export default function AddProductPage() {
  return <ProductEditorPage title="Add Product" load={async () => ({ values: emptyForm(), target: { category: 'CREATED' } })} />;
}
