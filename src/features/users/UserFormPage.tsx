import { useNavigate, useParams } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { createUserEp, showUserEp, SIGNATURE_FIELD, updateUserEp, uploadSignatureEp } from '../../../contract/users';
import { useMultipartWrite, useRead, useWrite } from '../../api/kitApi';
import { showSuccess } from '../../components/dialogs';
import { PLEASE_WAIT_SAVING, withProgress } from '../../components/progressToast';
import LoadState from '../../components/LoadState';
import UserForm from './UserForm';

/** /add/user and /edit/user/:id (spec 002 §2.5): the user form; Cancel and success return to /user-control. */
export default function UserFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = id === undefined;
  const record = useRead(showUserEp, { params: { id: Number(id) } }, { skip: isNew });
  const create = useWrite(createUserEp);
  const update = useWrite(updateUserEp);
  const signature = useMultipartWrite(uploadSignatureEp);

  const save = (values: FieldValues) =>
    withProgress(PLEASE_WAIT_SAVING, () => (isNew ? create.run({ body: values as never }) : update.run({ params: { id: Number(id) }, body: values as never })));
  const sendSignature = (userId: number, file: File) => {
    const body = new FormData();
    body.append(SIGNATURE_FIELD, file);
    return signature.run({ params: { id: userId }, body });
  };
  const onSaved = (userId: number, signatureFailed: boolean) => {
    // Saved without its signature: stay with the (now existing) user, so it can be sent again.
    if (signatureFailed) {
      navigate(`/edit/user/${userId}`);
      return;
    }
    void showSuccess('Success', isNew ? 'The user was added. They will change the password at first sign-in.' : 'The user was updated.', 1500);
    navigate('/user-control');
  };

  return (
    <div className="p-3">
      <h1 className="h4 mb-3">{isNew ? 'Add User' : 'Edit User'}</h1>
      {isNew ? (
        <UserForm user={null} save={save} sendSignature={sendSignature} onSaved={onSaved} />
      ) : (
        <LoadState what="the user" isLoading={record.isLoading} error={record.error} empty={!record.data} emptyText="Loading…" onRetry={() => void record.refetch()}>
          {() => <UserForm key={record.data!.user_id} user={record.data!} save={save} sendSignature={sendSignature} onSaved={onSaved} />}
        </LoadState>
      )}
    </div>
  );
}
