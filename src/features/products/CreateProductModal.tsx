import { useState } from 'react';
import Modal, { ModalBody } from '../../components/Modal';
import ProductForm from './form/ProductForm';
import { emptyForm } from './form/formValues';
import { useLookups } from './form/useLookups';
import { useSaveProduct } from './useSaveProduct';
import { Button } from 'react-bootstrap';

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
          <Button variant="secondary" size="sm" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="outline-primary" size="sm" onClick={() => run(0)} disabled={saving}>
            Save as Draft
          </Button>
          <Button size="sm" onClick={() => run(1)} disabled={saving}>
            Submit
          </Button>
        </>
      }
    >
      <ModalBody>
        <ProductForm values={values} onChange={setValues} lookups={lookups} codeEditable />
      </ModalBody>
    </Modal>
  );
}
