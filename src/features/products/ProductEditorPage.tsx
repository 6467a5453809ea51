import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '../../api/ApiError';
import { showWarning } from '../../components/dialogs';
import ProductForm from './form/ProductForm';
import type { CurrentFiles, FormState, ProductFiles } from './form/formValues';
import { useLookups } from './form/useLookups';
import { useSaveProduct, type SaveTarget } from './useSaveProduct';

export interface EditorSource {
  values: FormState;
  target: SaveTarget;
  stockLevel?: number;
  /** The files the product or draft already has. */
  currentFiles?: CurrentFiles;
}

/**
 * The full-page product form: /add/products, /draft/products/{id} and
 * /update/products/{code} (spec 001 §2). Save as Draft sends is_submit 0,
 * Submit 1; on success back to /products. A load failure warns and goes back.
 */
export default function ProductEditorPage({ title, load }: { title: string; load: () => Promise<EditorSource> }) {
  const navigate = useNavigate();
  const lookups = useLookups();
  const [source, setSource] = useState<EditorSource | null>(null);
  const [values, setValues] = useState<FormState | null>(null);
  const [files, setFiles] = useState<ProductFiles>({});
  const { save, saving } = useSaveProduct(source?.target ?? { category: 'CREATED' });

  useEffect(() => {
    let live = true;
    load()
      .then((s) => {
        if (!live) return;
        setSource(s);
        setValues(s.values);
      })
      .catch(async (err) => {
        await showWarning('Warning', toApiError(err).messages.join('\n'));
        navigate('/products');
      });
    return () => {
      live = false;
    };
    // load is a fresh closure each render; the route parameters it reads are in the page's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (isSubmit: 0 | 1) => {
    if (values && (await save(values, isSubmit, files))) navigate('/products');
  };

  return (
    <div className="p-3">
      <h1 className="h4">{title}</h1>
      {!values || !source ? (
        <div role="status">Loading…</div>
      ) : (
        <>
          <ProductForm
            values={values}
            onChange={setValues}
            lookups={lookups}
            codeEditable={source.target.category === 'CREATED'}
            stockLevel={source.stockLevel}
            files={files}
            onFilesChange={setFiles}
            currentFiles={source.currentFiles}
          />
          <div className="d-flex gap-2 justify-content-end">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => navigate('/products')} disabled={saving}>
              Cancel
            </button>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => run(0)} disabled={saving}>
              Save as Draft
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => run(1)} disabled={saving}>
              Submit
            </button>
          </div>
        </>
      )}
    </div>
  );
}
