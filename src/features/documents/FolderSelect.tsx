import { forwardRef, type SelectHTMLAttributes } from 'react';
import type { FolderNode } from '../../../contract/documents';
import { Form } from 'react-bootstrap';

/** Every folder, depth first, with its depth (for the indented choices of a folder picker). */
export function flattenFolders(roots: FolderNode[]): { folder: FolderNode; depth: number }[] {
  const out: { folder: FolderNode; depth: number }[] = [];
  const walk = (nodes: FolderNode[], depth: number) => {
    for (const folder of nodes) {
      out.push({ folder, depth });
      walk(folder.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

interface FolderSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  roots: FolderNode[];
  /** The first choice and its words ("Select folder…", "(Top level)"). */
  emptyLabel: string;
  /** Drawn as refused (red), beside aria-invalid. */
  isInvalid?: boolean;
}

/** A folder picker: a native select (keyboard and screen readers know it), nested folders indented under their parent. */
const FolderSelect = forwardRef<HTMLSelectElement, FolderSelectProps>(function FolderSelect({ roots, emptyLabel, isInvalid, ...rest }, ref) {
  return (
    <Form.Select ref={ref} isInvalid={isInvalid} {...rest}>
      <option value="">{emptyLabel}</option>
      {flattenFolders(roots).map(({ folder, depth }) => (
        <option key={folder.folder_id} value={folder.folder_id}>
          {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${folder.folder_name}`}
        </option>
      ))}
    </Form.Select>
  );
});
export default FolderSelect;
