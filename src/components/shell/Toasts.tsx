import { ToastContainer } from 'react-toastify';

/** The toast container, in its own chunk so sign-in renders without it. */
export default function Toasts() {
  return <ToastContainer position="top-right" newestOnTop />;
}
