export {
  NotifyContext,
  useNotify,
  type Notify,
  type NotifyOptions,
  type ToastTone,
} from './notify.ts';
export { ToastProvider, type ToastProviderProps } from './ToastProvider.tsx';
