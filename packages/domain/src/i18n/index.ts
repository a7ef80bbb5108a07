export { domainCatalogue } from './domain-catalogue.ts';
export { useDomainMessage } from './use-domain-message.ts';
export { localizeMessage, compileTemplates, type Lookup } from './localize-message.ts';
export {
  useServiceCategoryName,
  serviceCategoryNamesCatalogue,
} from '../accounts/service-category-names/use-service-category-name.ts';
