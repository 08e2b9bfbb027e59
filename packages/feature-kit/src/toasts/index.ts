export { NotifyContext, useNotify, type Notify, type ToastTone } from './notify.ts';
export { ToastProvider, type ToastProviderProps } from './ToastProvider.tsx';
