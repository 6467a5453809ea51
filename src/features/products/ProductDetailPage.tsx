import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ProductDetail } from '../../../contract/products';
import { toApiError } from '../../api/ApiError';
import { confirmAction, showWarning } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { loadProductDetail, setProductActive } from './api';
import CreateProductModal from './CreateProductModal';
import ProductForm, { type SectionName } from './form/ProductForm';
import { currentFiles, formFrom, sameForm, type FormState, type ProductFiles } from './form/formValues';
import { useLookups } from './form/useLookups';
import ProductHeader from './ProductHeader';
import ProductSidebar from './ProductSidebar';
import { showSaveError } from './saveErrors';
import { useSaveProduct } from './useSaveProduct';

// Built by another team member; lazy so this page works before and without them.
const ForecastTab = lazy(() => import('./forecast/ForecastTab'));
const PurchaseLogsTab = lazy(() => import('./purchaseLogs/PurchaseLogsTab'));

const TABS = ['Product Information', 'Packaging', 'Forecasting', 'Purchase Logs'] as const;
type Tab = (typeof TABS)[number];
const INFO_SECTIONS: SectionName[] = ['Product Information', 'Payment Terms', 'Inventory', 'Price & Cost', 'Handling'];
const PACKAGING_SECTIONS: SectionName[] = ['Packaging'];
export const DISCARD_QUESTION = 'Do you want to discard changes?';

/** /view/products/list/{product_code} (spec 001 §2 Product detail, §4 activation and editing). */
export default function ProductDetailPage() {
  const { product_code: code = '' } = useParams();
  const navigate = useNavigate();
  const canSeeFields = usePermission('get_specific_product');
  const lookups = useLookups();
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [original, setOriginal] = useState<FormState | null>(null);
  const [values, setValues] = useState<FormState | null>(null);
  const [files, setFiles] = useState<ProductFiles>({});
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<Tab>('Product Information');
  const [adding, setAdding] = useState(false);
  const { save, saving } = useSaveProduct(product ? { category: 'UPDATED', productId: product.product_id, productCode: product.product_code } : { category: 'CREATED' });

  const load = useCallback(async () => {
    try {
      const p = await loadProductDetail(code);
      setProduct(p);
      setOriginal(formFrom(p));
      setValues(formFrom(p));
      setFiles({});
      setEditing(false);
    } catch (err) {
      // Spec 001 §8: a Warning dialog, then back to the list.
      await showWarning('Warning', toApiError(err).messages.join('\n') || 'Unable to load the product.');
      navigate('/products');
    }
  }, [code, navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  async function toggleActive(active: boolean) {
    if (!product) return;
    try {
      await setProductActive(product.product_id, active);
      setProduct({ ...product, active: active ? 1 : 0 });
      toast.success(active ? 'Product is now active.' : 'Product is now inactive.');
    } catch (err) {
      await showSaveError(err);
    }
  }

  async function cancel() {
    const changed = (values && original && !sameForm(values, original)) || Object.keys(files).length > 0;
    if (changed && !(await confirmAction('Are you sure?', DISCARD_QUESTION))) return;
    setValues(original);
    setFiles({});
    setEditing(false);
  }

  async function saveChanges() {
    // On success the page reloads the product (now with its pending approval).
    if (values && (await save(values, 2, files))) await load();
  }

  if (!product || !values) {
    return (
      <div className="p-3 d-flex gap-3">
        <ProductSidebar onAdd={() => setAdding(true)} />
        <div role="status">Loading…</div>
        {adding && <CreateProductModal onClose={() => setAdding(false)} />}
      </div>
    );
  }

  const form = (sections: SectionName[]) =>
    canSeeFields ? (
      <ProductForm
        values={values}
        onChange={setValues}
        lookups={lookups}
        readOnly={!editing}
        stockLevel={product.available_stock}
        sections={sections}
        files={files}
        onFilesChange={setFiles}
        currentFiles={currentFiles(product.upload)}
      />
    ) : (
      <PermissionDenied what="this product's details" />
    );
  const ids = { productCode: product.product_code, productId: product.product_id, supplierId: product.supplier_id ?? 0 };

  return (
    <div className="p-3 d-flex gap-3">
      <ProductSidebar onAdd={() => setAdding(true)} />
      <section className="flex-grow-1" aria-label="Product details">
        <ProductHeader product={product} editing={editing} saving={saving} onToggleActive={toggleActive} onEdit={() => setEditing(true)} onSave={saveChanges} onCancel={cancel} />
        <ul className="nav nav-tabs mb-3" role="tablist">
          {TABS.map((t) => (
            <li className="nav-item" key={t} role="presentation">
              <button type="button" role="tab" aria-selected={tab === t} className={`nav-link ${tab === t ? 'active' : ''}`} onClick={() => setTab(t)}>
                {t}
              </button>
            </li>
          ))}
        </ul>
        {tab === 'Product Information' && form(INFO_SECTIONS)}
        {tab === 'Packaging' && form(PACKAGING_SECTIONS)}
        <Suspense fallback={<div role="status">Loading…</div>}>
          {tab === 'Forecasting' && <ForecastTab {...ids} />}
          {tab === 'Purchase Logs' && <PurchaseLogsTab {...ids} />}
        </Suspense>
      </section>
      {adding && <CreateProductModal onClose={() => setAdding(false)} />}
    </div>
  );
}
