import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import {
  createFolderEp,
  DOCUMENT_MESSAGES,
  folderInput,
  folderRenameInput,
  renameFolderEp,
  type FolderInput,
  type FolderNode,
  type FolderRow,
} from '../../../contract/documents';
import { useWrite } from '../../api/kitApi';
import FormModal from '../../components/FormModal';
import FolderSelect from './FolderSelect';
import { showSaveError } from './serverErrors';
import { Form } from 'react-bootstrap';

interface Props {
  roots: FolderNode[];
  /** Add: where the new folder goes unless the user picks another place. */
  parentId: number | null;
  /** Rename this folder instead of adding one (the name only: a folder stays where it is). */
  folder?: FolderRow;
  onClose: () => void;
  onSaved: (folderId: number) => void;
}

type Values = { folder_name: string; parent_id: string };

/** Add Folder (a name, unique within its parent, and where it goes) and Rename Folder: one form, two modes. */
export default function FolderFormModal({ roots, parentId, folder, onClose, onSaved }: Props) {
  const formId = useId();
  const create = useWrite(createFolderEp);
  const rename = useWrite(renameFolderEp);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    resolver: zodResolver(folder ? folderRenameInput : folderInput) as never,
    // The rename schema is strict: the name alone, no place to go.
    defaultValues: folder ? { folder_name: folder.folder_name } : { folder_name: '', parent_id: parentId ? String(parentId) : '' },
  });
  useEffect(() => setFocus('folder_name', { shouldSelect: !!folder }), [setFocus, folder]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (folder) {
        const res = await rename.run({ params: { id: folder.folder_id }, body: { folder_name: values.folder_name } });
        toast.success(`Folder ${folder.folder_name} is now ${res.result.folder_name}.`);
        onSaved(res.result.folder_id);
      } else {
        const res = await create.run({ body: values as unknown as FolderInput });
        toast.success(`Folder ${res.result.folder_name} was added.`);
        onSaved(res.result.folder_id);
      }
    } catch (err) {
      await showSaveError(err, setError, ['folder_name', 'parent_id'], DOCUMENT_MESSAGES.saveError);
    }
  });

  const nameError = formState.errors.folder_name?.message;
  const parentError = formState.errors.parent_id?.message;
  const saving = formState.isSubmitting;
  const title = folder ? 'Rename Folder' : 'Add Folder';
  return (
    <FormModal
      title={title}
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel={folder ? 'Rename' : 'Add Folder'}
      serverError={formState.errors.root?.server?.message}
    >
      <div className="mb-3">
        <Form.Label htmlFor={`${formId}-name`}>
          Folder Name
        </Form.Label>
        <Form.Control
          id={`${formId}-name`}
          type="text"
          maxLength={100}
          isInvalid={Boolean(nameError)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${formId}-name-error` : undefined}
          {...register('folder_name')}
        />
        {nameError && (
          <Form.Control.Feedback type="invalid" id={`${formId}-name-error`} className="d-block">
            {nameError}
          </Form.Control.Feedback>
        )}
      </div>
      {!folder && (
        <div>
          <Form.Label htmlFor={`${formId}-parent`}>
            Inside
          </Form.Label>
          <FolderSelect
            id={`${formId}-parent`}
            roots={roots}
            emptyLabel="(Top level)"
            isInvalid={Boolean(parentError)}
            aria-invalid={parentError ? true : undefined}
            {...register('parent_id')}
          />
          {parentError && <Form.Control.Feedback type="invalid" className="d-block">{parentError}</Form.Control.Feedback>}
        </div>
      )}
    </FormModal>
  );
}
