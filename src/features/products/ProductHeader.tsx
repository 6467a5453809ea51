import type { ProductDetail } from '../../../contract/products';
import { Can } from '../../components/permissions';
import { Badge, Button, Form } from 'react-bootstrap';

interface Props {
  product: ProductDetail;
  editing: boolean;
  saving: boolean;
  onToggleActive: (active: boolean) => void;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
}

/** Title, active switch and Edit / Save / Cancel, or the pending badge (spec 001 §2, §4). */
export default function ProductHeader({ product, editing, saving, onToggleActive, onEdit, onSave, onCancel }: Props) {
  const pending = product.has_pending_approval.length > 0;
  return (
    <div className="d-flex align-items-center gap-3 mb-2">
      <h1 className="h4 mb-0 me-auto">
        {product.product_name} ({product.product_code})
      </h1>
      <Can scopes="update_status">
        <Form.Check type="switch" className="mb-0">
          <Form.Check.Input
            id="product-active"
            
            type="checkbox"
            role="switch"
            checked={product.active === 1}
            onChange={(e) => onToggleActive(e.target.checked)}
          />
          <Form.Check.Label  htmlFor="product-active">
            {product.active === 1 ? 'Active' : 'Inactive'}
          </Form.Check.Label>
        </Form.Check>
      </Can>
      <Can scopes="update_product">
        {pending ? (
          <Badge bg="warning" text="dark">Pending Update Approval</Badge>
        ) : editing ? (
          <>
            <Button size="sm" onClick={onSave} disabled={saving}>
              Save
            </Button>
            <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="outline-primary" size="sm" onClick={onEdit}>
            Edit
          </Button>
        )}
      </Can>
    </div>
  );
}
