import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Nav, Tab } from 'react-bootstrap';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { setProductActiveEp, showProduct } from '../../../contract/products';
import { useRead, useWrite } from '../../api/kitApi';
import { confirmAction, showWarning } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
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

/** An edit in progress: what was typed and chosen, for the product (by code) it started on. */
interface Edit {
  code: string;
  values: FormState;
  files: ProductFiles;
}

/** /view/products/list/{product_code} (spec 001 §2 Product detail, §4 activation and editing). */
export default function ProductDetailPage() {
  const { product_code: code = '' } = useParams();
  const navigate = useNavigate();
  const canSeeFields = usePermission('get_specific_product');
  const lookups = useLookups();
  // Through the cache: a save or a switch made elsewhere makes it stale, and it is read again.
  const read = useRead(showProduct, { params: { product_code: code } });
  const product = read.data;
  const original = useMemo(() => (product ? formFrom(product) : null), [product]);
  const [edit, setEdit] = useState<Edit | null>(null);
  // Another product opened (from the sidebar) ends the edit.
  const editing = edit !== null && edit.code === product?.product_code;
  const values = editing ? edit.values : original;
  const files = editing ? edit.files : {};
  const [tab, setTab] = useState<Tab>('Product Information');
  const [adding, setAdding] = useState(false);
  const { save, saving } = useSaveProduct(product ? { category: 'UPDATED', productId: product.product_id, productCode: product.product_code } : { category: 'CREATED' });
  const setActive = useWrite(setProductActiveEp);

  // Spec 001 §8: a failed load is a Warning dialog, then back to the list.
  const failure = read.isError ? read.error?.messages.join('\n') || 'Unable to load the product.' : null;
  useEffect(() => {
    if (failure === null) return;
    void showWarning('Warning', failure).then(() => navigate('/products'));
  }, [failure, navigate]);

  async function toggleActive(active: boolean) {
    if (!product) return;
    try {
      // The product is read again (the endpoint invalidates it): the switch follows.
      await setActive.run({ body: { product_id: product.product_id, is_check: active ? 1 : 0 } });
      toast.success(active ? 'Product is now active.' : 'Product is now inactive.');
    } catch (err) {
      await showSaveError(err);
    }
  }

  async function cancel() {
    const changed = editing && ((original && !sameForm(edit.values, original)) || Object.keys(edit.files).length > 0);
    if (changed && !(await confirmAction('Are you sure?', DISCARD_QUESTION))) return;
    setEdit(null);
  }

  async function saveChanges() {
    if (!editing || !(await save(edit.values, 2, edit.files))) return;
    // The save made the product stale; the edit ends once it is read again (now with its pending approval).
    await read.refetch();
    setEdit(null);
  }

  const change = (patch: Partial<Pick<Edit, 'values' | 'files'>>) => setEdit((e) => e && { ...e, ...patch });

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
        onChange={(next) => change({ values: next })}
        lookups={lookups}
        readOnly={!editing}
        stockLevel={product.available_stock}
        sections={sections}
        files={files}
        onFilesChange={(next) => change({ files: next })}
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
        <ProductHeader product={product} editing={editing} saving={saving} onToggleActive={toggleActive} onEdit={() => original && setEdit({ code: product.product_code, values: original, files: {} })} onSave={saveChanges} onCancel={cancel} />
        <Tab.Container
          // Ids without the spaces of the tab names: an id list (aria-controls) cannot hold a space.
          generateChildId={(key: unknown, type: string) => `product-${type}-${String(key).replace(/\W+/g, '-')}`}
          activeKey={tab} onSelect={(k) => k && setTab(k as typeof tab)} mountOnEnter unmountOnExit>
          <Nav variant="tabs" className="mb-3">
            {TABS.map((t) => (
              <Nav.Item key={t}>
                <Nav.Link as="button" type="button" eventKey={t}>
                  {t}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
          <Tab.Content>
            <Tab.Pane eventKey="Product Information">{form(INFO_SECTIONS)}</Tab.Pane>
            <Tab.Pane eventKey="Packaging">{form(PACKAGING_SECTIONS)}</Tab.Pane>
            <Suspense fallback={<div role="status">Loading…</div>}>
              <Tab.Pane eventKey="Forecasting">
                <ForecastTab {...ids} />
              </Tab.Pane>
              <Tab.Pane eventKey="Purchase Logs">
                <PurchaseLogsTab {...ids} />
              </Tab.Pane>
            </Suspense>
          </Tab.Content>
        </Tab.Container>
      </section>
      {adding && <CreateProductModal onClose={() => setAdding(false)} />}
    </div>
  );
}
