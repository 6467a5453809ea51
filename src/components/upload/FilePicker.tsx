import FileInput from '../form/FileInput';
import { useId, useRef, useState } from 'react';
import { uploadProblem, UPLOAD_KINDS, type UploadKind } from '../../../contract/uploads';
import StoredFileLink from './StoredFileLink';
import StoredImage from './StoredImage';
import { useLocalUrl } from './useObjectUrl';

/** A file already stored on the server: its name and the path it is read from. */
export interface StoredFileRef {
  file_name: string;
  path: string;
}

export interface FilePickerProps {
  label: string;
  kind: UploadKind;
  /** The file chosen and not yet sent. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** What the server has now (shown until another file is chosen). */
  current?: StoredFileRef | null;
  readOnly?: boolean;
}

const isImage = (type: string) => type.startsWith('image/');

/**
 * One file field: the current file (image preview or a link that opens it),
 * a picker limited to the kind's types, the chosen file's name and preview.
 * A file the server would refuse (type, size) is refused here with the same
 * words, before anything is sent.
 */
export default function FilePicker({ label, kind, file, onFile, current, readOnly = false }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useLocalUrl(file && isImage(file.type) ? file : null);
  const showsImage = kind === 'image';

  const stored = current && !file && (showsImage ? <StoredImage path={current.path} alt={label} /> : <StoredFileLink path={current.path} fileName={current.file_name} />);

  return (
    <div className="col-md-4">
      <label htmlFor={id} className="form-label small mb-0">
        {label}
      </label>
      {!readOnly && (
        <FileInput
          ref={input}
          id={id}
          size="sm"
          accept={UPLOAD_KINDS[kind].types.join(',')}
          onFiles={(files) => {
            const chosen = files[0] ?? null;
            const refused = chosen && uploadProblem(chosen, label, kind);
            setProblem(refused || null);
            if (refused && input.current) input.current.value = '';
            onFile(refused ? null : chosen);
          }}
        />
      )}
      {problem && (
        <div className="text-danger small" role="alert">
          {problem}
        </div>
      )}
      <div className="mt-1">
        {file ? (
          <div className="small">
            {preview && <img src={preview} alt={`${label} preview`} className="img-thumbnail d-block mb-1" style={{ maxHeight: 120 }} />}
            <span className="text-break">{file.name}</span>
            {!readOnly && (
              <button
                type="button"
                className="btn btn-link btn-sm text-danger p-0 ms-2"
                onClick={() => {
                  if (input.current) input.current.value = '';
                  onFile(null);
                }}
              >
                Remove
              </button>
            )}
          </div>
        ) : (
          stored || <span className="text-muted small">No file.</span>
        )}
      </div>
    </div>
  );
}
