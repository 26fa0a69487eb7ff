/**
 * The script a CMS page includes to get the registration forms (built as
 * /embed/registration-forms.js with a stable name):
 *   <div class="campaign-reg-form" data-slug="…" data-type="…"></div>
 *   <div class="competition-reg-form"></div>
 *   <script type="module" src="/embed/registration-forms.js"></script>
 * The forms load as their own chunk (styles included) only when the page
 * holds a placeholder, and re-render each time the CMS fires
 * CMS_CONTENT_REFRESH_EVENT on window.
 */
import { CAMPAIGN_FORM_PLACEHOLDER, CMS_CONTENT_REFRESH_EVENT, COMPETITION_FORM_PLACEHOLDER } from '@numbloom/domain/cms-embed';
import type { RegistrationEmbeds } from './embed-app.tsx';

const SELECTOR = `.${CAMPAIGN_FORM_PLACEHOLDER}, .${COMPETITION_FORM_PLACEHOLDER}`;

let embeds: Promise<RegistrationEmbeds> | undefined;

function renderForms() {
  if (!embeds) {
    // Nothing to load on a page without placeholders, until a refresh brings one.
    if (!document.querySelector(SELECTOR)) return;
    embeds = import('./embed-app.tsx').then((m) => m.startEmbeds());
    embeds.catch((err: unknown) => {
      console.error('The registration forms could not be loaded.', err);
      embeds = undefined; // the next refresh tries again
    });
    return;
  }
  void embeds.then((e) => e.render());
}

window.addEventListener(CMS_CONTENT_REFRESH_EVENT, renderForms);
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderForms, { once: true });
else renderForms();
