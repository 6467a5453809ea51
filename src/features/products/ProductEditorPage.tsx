import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiError } from '../../api/ApiError';
import { showWarning } from '../../components/dialogs';
import { PLEASE_WAIT, withProgress } from '../../components/progressToast';
import ProductForm from './form/ProductForm';
import type { CurrentFiles, FormState, ProductFiles } from './form/formValues';
import { useLookups } from './form/useLookups';
import { useSaveProduct, type SaveTarget } from './useSaveProduct';
import { Button } from 'react-bootstrap';

export interface EditorSource {
  values: FormState;
  target: SaveTarget;
  stockLevel?: number;
  /** The files the product or draft already has. */
  currentFiles?: CurrentFiles;
}

interface Props {
  title: string;
  /** What the form starts from: undefined while the page's record is read (from the cache). */
  source: EditorSource | undefined;
  /** The read failed: a Warning, then back to /products. */
  error?: ApiError;
}

/**
 * The full-page product form: /add/products, /draft/products/{id} and
 * /update/products/{code} (spec 001 §2). Save as Draft sends is_submit 0,
 * Submit 1; on success back to /products (the save made the lists stale, so
 * they are read again). "Please wait ..." shows while the record loads; a
 * load failure warns and goes back.
 */
export default function ProductEditorPage({ title, source, error }: Props) {
  const navigate = useNavigate();
  const lookups = useLookups();
  // What the user typed; until then the form shows the source.
  const [typed, setTyped] = useState<FormState | null>(null);
  const [files, setFiles] = useState<ProductFiles>({});
  const { save, saving } = useSaveProduct(source?.target ?? { category: 'CREATED' });
  const values = typed ?? source?.values ?? null;

  const failure = error ? error.messages.join('\n') : null;
  useEffect(() => {
    if (failure === null) return;
    void showWarning('Warning', failure).then(() => navigate('/products'));
  }, [failure, navigate]);

  const loading = !source && failure === null;
  useEffect(() => {
    if (!loading) return;
    let loaded!: () => void;
    void withProgress(PLEASE_WAIT, new Promise<void>((done) => (loaded = done)));
    return () => loaded();
  }, [loading]);

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
            onChange={setTyped}
            lookups={lookups}
            codeEditable={source.target.category === 'CREATED'}
            stockLevel={source.stockLevel}
            files={files}
            onFilesChange={setFiles}
            currentFiles={source.currentFiles}
          />
          <div className="d-flex gap-2 justify-content-end">
            <Button variant="secondary" size="sm" onClick={() => navigate('/products')} disabled={saving}>
              Cancel
            </Button>
            <Button variant="outline-primary" size="sm" onClick={() => run(0)} disabled={saving}>
              Save as Draft
            </Button>
            <Button size="sm" onClick={() => run(1)} disabled={saving}>
              Submit
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
