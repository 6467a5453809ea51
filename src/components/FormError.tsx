/** A form's error message: server text as plain text, its line breaks kept (00001 lists). */
export default function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="alert alert-danger py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
      {message}
    </div>
  );
}
