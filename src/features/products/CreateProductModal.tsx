import { useState } from 'react';
import Modal from '../../components/Modal';
import ProductForm from './form/ProductForm';
import { emptyForm } from './form/formValues';
import { useLookups } from './form/useLookups';
import { useSaveProduct } from './useSaveProduct';

/** "Create New Product" (list) and "Add Product" (detail sidebar): the product form in a modal; its save makes the product lists stale. */
export default function CreateProductModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState(emptyForm);
  const lookups = useLookups();
  const { save, saving } = useSaveProduct({ category: 'CREATED' });
  const run = async (isSubmit: 0 | 1) => {
    if (await save(values, isSubmit)) onClose();
  };
  return (
    <Modal
      title="Create New Product"
      size="xl"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => run(0)} disabled={saving}>
            Save as Draft
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => run(1)} disabled={saving}>
            Submit
          </button>
        </>
      }
    >
      <div className="modal-body">
        <ProductForm values={values} onChange={setValues} lookups={lookups} codeEditable />
      </div>
    </Modal>
  );
}
