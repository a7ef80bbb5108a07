import { useTranslation } from '@brf/i18n';
import { formatSek } from '@brf/domain/format';
import { messagingCatalogue } from '../i18n.ts';
import { notificationText } from './notification-text.ts';

/** The notification's sentence in the page's language (the stored sentence when unknown). */
export function useNotificationMessage(): (notification: { type: string; message: string }) => string {
  const { t } = useTranslation(messagingCatalogue);
  return ({ type, message }) => {
    const { key, values } = notificationText(type, message);
    if (!key) return message;
    return t(key, values.amount === undefined ? values : { ...values, amount: formatSek(Number(values.amount)) });
  };
}
