import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'react-toastify';
import { createFolderEp, DOCUMENT_MESSAGES, folderInput, type FolderInput, type FolderNode } from '../../../contract/documents';
import { useWrite } from '../../api/kitApi';
import FormModal from '../../components/FormModal';
import FolderSelect from './FolderSelect';
import { showSaveError } from './serverErrors';

interface Props {
  roots: FolderNode[];
  /** Where the new folder goes unless the user picks another place. */
  parentId: number | null;
  onClose: () => void;
  onCreated: (folderId: number) => void;
}

type Values = { folder_name: string; parent_id: string };

/** Add Folder: a name, unique within its parent, and where it goes (top level or inside a folder). */
export default function AddFolderModal({ roots, parentId, onClose, onCreated }: Props) {
  const formId = useId();
  const create = useWrite(createFolderEp);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Values>({
    resolver: zodResolver(folderInput) as never,
    defaultValues: { folder_name: '', parent_id: parentId ? String(parentId) : '' },
  });
  useEffect(() => setFocus('folder_name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await create.run({ body: values as unknown as FolderInput });
      toast.success(`Folder ${res.result.folder_name} was added.`);
      onCreated(res.result.folder_id);
    } catch (err) {
      await showSaveError(err, setError, ['folder_name', 'parent_id'], DOCUMENT_MESSAGES.saveError);
    }
  });

  const nameError = formState.errors.folder_name?.message;
  const parentError = formState.errors.parent_id?.message;
  const saving = formState.isSubmitting;
  return (
    <FormModal
      title="Add Folder"
      formId={formId}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
      submitLabel="Add Folder"
      serverError={formState.errors.root?.server?.message}
    >
      <div className="mb-3">
        <label className="form-label" htmlFor={`${formId}-name`}>
          Folder Name
        </label>
        <input
          id={`${formId}-name`}
          type="text"
          maxLength={100}
          className={`form-control${nameError ? ' is-invalid' : ''}`}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${formId}-name-error` : undefined}
          {...register('folder_name')}
        />
        {nameError && (
          <div id={`${formId}-name-error`} className="invalid-feedback d-block">
            {nameError}
          </div>
        )}
      </div>
      <div>
        <label className="form-label" htmlFor={`${formId}-parent`}>
          Inside
        </label>
        <FolderSelect
          id={`${formId}-parent`}
          roots={roots}
          emptyLabel="(Top level)"
          className={`form-select${parentError ? ' is-invalid' : ''}`}
          aria-invalid={parentError ? true : undefined}
          {...register('parent_id')}
        />
        {parentError && <div className="invalid-feedback d-block">{parentError}</div>}
      </div>
    </FormModal>
  );
}
