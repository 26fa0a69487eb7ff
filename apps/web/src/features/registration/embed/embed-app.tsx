import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CAMPAIGN_FORM_PLACEHOLDER, COMPETITION_FORM_PLACEHOLDER } from '@numbloom/domain/cms-embed';
import { createI18n } from '../../../i18n/setup.ts';
import { pageSettings } from '../../../lib/page-settings.ts';
import { saveCampaignParameters } from '../../../app/utm.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { CampaignForm } from '../campaign-form/campaign-form.tsx';
import { CompetitionForm } from '../competition-form/competition-form.tsx';
import { competitionIdOf } from '../form-flow/competition-flow.ts';
import '../../../app/global.css';
import '../registration.css';

/** A placeholder's property: data-{name}="…" as a CMS writes it, or a bare {name}="…" attribute. */
const property = (el: Element, name: string) => el.getAttribute(`data-${name}`) ?? el.getAttribute(name) ?? '';

interface Mounted {
  root: Root;
  kind: 'campaign' | 'competition';
}

/**
 * Mounts the registration forms on a page the CMS built (spec §2): the
 * campaign form on every campaign-reg-form placeholder (slug and type
 * properties), the competition form on every competition-reg-form (an
 * optional id property names the competition). `render()`
 * is idempotent: run again after a content refresh, it unmounts forms whose
 * placeholder left the page, mounts new placeholders and re-renders the rest
 * with their current properties (a changed slug or type starts that form afresh).
 */
export class RegistrationEmbeds {
  private readonly mounted = new Map<Element, Mounted>();
  private readonly queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });

  private readonly i18n: i18n;

  constructor(i18n: i18n) {
    this.i18n = i18n;
  }

  render(doc: Document = document) {
    for (const [el, m] of this.mounted) {
      if (!el.isConnected) {
        m.root.unmount();
        this.mounted.delete(el);
      }
    }
    doc.querySelectorAll(`.${CAMPAIGN_FORM_PLACEHOLDER}`).forEach((el) => {
      const slug = property(el, 'slug');
      const type = property(el, 'type');
      this.renderInto(el, 'campaign', <CampaignForm key={`${slug}\n${type}`} slug={slug} type={type} />);
    });
    doc.querySelectorAll(`.${COMPETITION_FORM_PLACEHOLDER}`).forEach((el) => {
      const competitionId = competitionIdOf(property(el, 'id'));
      this.renderInto(el, 'competition', <CompetitionForm key={competitionId ?? 'first'} competitionId={competitionId} />);
    });
  }

  /** Every element that holds a form now. */
  get elements(): Element[] {
    return [...this.mounted.keys()];
  }

  private renderInto(el: Element, kind: Mounted['kind'], form: ReactNode) {
    let m = this.mounted.get(el);
    if (m && m.kind !== kind) {
      m.root.unmount();
      m = undefined;
    }
    if (!m) {
      m = { root: createRoot(el), kind };
      this.mounted.set(el, m);
    }
    m.root.render(
      <StrictMode>
        <I18nextProvider i18n={this.i18n}>
          <QueryClientProvider client={this.queryClient}>
            <Suspense fallback={<Spinner />}>{form}</Suspense>
          </QueryClientProvider>
        </I18nextProvider>
      </StrictMode>,
    );
  }
}

/** Starts the embeds for this page: translations for its language, campaign parameters kept, forms mounted. */
export async function startEmbeds(): Promise<RegistrationEmbeds> {
  saveCampaignParameters();
  const embeds = new RegistrationEmbeds(await createI18n(pageSettings().language, pageSettings().region));
  embeds.render();
  return embeds;
}
