import { useState } from 'react';
import { toApiError } from '../../api/ApiError';
import { openStoredFile } from './fetchStoredFile';

/** A link that opens an uploaded file (fetched with the bearer token) in a new tab. */
export default function StoredFileLink({ path, fileName }: { path: string; fileName: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-link btn-sm p-0 text-break"
        onClick={() => {
          setProblem(null);
          openStoredFile(path, fileName).catch((err) => setProblem(toApiError(err).messages.join('\n')));
        }}
      >
        {fileName}
      </button>
      {problem && <span className="text-danger small ms-2">{problem}</span>}
    </>
  );
}
