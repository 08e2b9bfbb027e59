export { NotifyContext, useNotify, type Notify, type ToastTone } from './notify.ts';
