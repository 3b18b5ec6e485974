// The notifier contract lives in admin/config (provideAdmin binds it without loading the
// controllers); re-exported here, where the controllers use it.
export {
  ADMIN_NOTIFIER,
  type AdminNotificationType,
  type AdminNotifier,
  type AdminNotifyOptions,
} from 'admin/config';
