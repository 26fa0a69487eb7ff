import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';
import { resetPageSettings } from '../lib/page-settings.ts';

/**
 * For component tests: the page settings as the server writes them into a page (the JSON script
 * element), read afresh by the next pageSettings(); clearPageSettings takes them out again.
 */
export function setPageSettings(settings: Partial<PageSettings> & Record<string, unknown>) {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.id = PAGE_SETTINGS_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(settings);
  document.head.append(script);
  resetPageSettings();
}

export function clearPageSettings() {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  resetPageSettings();
}
