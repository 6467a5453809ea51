import { forwardRef, type ChangeEvent } from 'react';
import { Form } from 'react-bootstrap';

export interface FileInputProps {
  id?: string;
  /** What the picker offers (extensions and MIME types, comma separated). */
  accept: string;
  multiple?: boolean;
  invalid?: boolean;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** The files chosen (empty when the choice was cleared). */
  onFiles: (files: File[]) => void;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/**
 * The one file field of the product: Bootstrap's file control with the chosen files handed over as an array, so a
 * screen never reaches into the change event. The ref is the input itself (a screen clears a refused choice with
 * `ref.current.value = ''`).
 */
const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput({ accept, multiple, invalid, size = 'md', onFiles, ...rest }, ref) {
  return (
    <Form.Control
      {...rest}
      ref={ref}
      type="file"
      accept={accept}
      multiple={multiple}
      isInvalid={invalid}
      size={size === 'sm' ? 'sm' : undefined}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onFiles(Array.from(e.target.files ?? []))}
    />
  );
});
export default FileInput;
