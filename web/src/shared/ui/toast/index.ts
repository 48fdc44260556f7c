export { Toaster } from './Toaster';
export { dismissToast, toast, useToast, type ToastOptions, type ToastVariant } from './store';
