import { useTranslation } from '@brf/i18n';
import { notificationCatalogue, type NotificationParams, sentenceKey, sentenceValues } from '@brf/domain/notifications';

interface NotificationFacts {
  type: string;
  message: string;
  params: unknown;
}

/**
 * The notification's sentence in the page's language, from its type and facts (the e-mail
 * writes the same sentence); a type this build does not know shows the stored sentence.
 */
export function useNotificationMessage(): (notification: NotificationFacts) => string {
  const { t, language } = useTranslation(notificationCatalogue);
  return ({ type, message, params }) => {
    const facts = (params && typeof params === 'object' ? params : {}) as NotificationParams;
    const key = sentenceKey(type, facts);
    if (!key) return message;
    return t(key, sentenceValues(facts, language === 'sv' ? 'sv' : 'en'));
  };
}
