// The Toaster itself is imported from './Toaster' by the app's providers, lazily: it is not re-exported here, or
// every module that shows a toast would pull Radix's toast code into the first page.
export { backgroundToast, toast, useToast } from './store';
