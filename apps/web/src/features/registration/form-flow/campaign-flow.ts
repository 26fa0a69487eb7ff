import {
  CAMPAIGN_REGISTER_PATH,
  INVITE_LINK_PATH,
  campaignConfigPath,
  campaignConfigSchema,
  campaignPayload,
  inviteLinkResponseSchema,
  inviteTypesFor,
  type CampaignConfig,
  type InviteLink,
} from '@numbloom/domain/campaign';
import { MARKETING_SUBMIT_PATH, marketingPayload } from '@numbloom/domain/campaign-marketing';
import { prepareRegistration, type RegistrationFormValues } from '@numbloom/domain/registration';
import { apiGet, apiPost } from '../../../api/client.ts';
import { pageSettings } from '../../../lib/page-settings.ts';
import { readCampaignParameters } from '../../../app/utm.ts';
import { outcomeOf, type SubmitFailure } from './submit-outcome.ts';
import { expiredTarget } from './ended-mark.ts';

/** A marketing system that does not answer must not hold the registration up for long. */
const MARKETING_TIMEOUT_MS = 8000;

export type CampaignLoad =
  | { kind: 'form'; config: CampaignConfig }
  | { kind: 'leave'; to: string; reason: 'expired' | 'invalid' }
  /** expired with no expired_url of its own: the page says so and points to what is open */
  | { kind: 'ended'; config: CampaignConfig };

/**
 * Spec §4/§8 loading: a campaign that cannot be loaded, or an empty answer,
 * sends the visitor to the campaign-invalid page; an expired one to its own
 * expired_url, or, without one, stays to explain itself.
 */
export async function loadCampaign(slug: string, signal?: AbortSignal): Promise<CampaignLoad> {
  const invalid = { kind: 'leave', to: pageSettings().campaign_invalid_page, reason: 'invalid' } as const;
  if (!slug.trim()) return invalid;
  let body: unknown;
  try {
    body = await apiGet<unknown>(campaignConfigPath(slug.trim()), { signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    return invalid;
  }
  const parsed = campaignConfigSchema.safeParse(body);
  if (!parsed.success) return invalid;
  if (parsed.data.is_expired) {
    const { expired_url: expiredUrl } = parsed.data;
    return expiredUrl ? { kind: 'leave', to: expiredTarget(expiredUrl, parsed.data.slug), reason: 'expired' } : { kind: 'ended', config: parsed.data };
  }
  return { kind: 'form', config: parsed.data };
}

/** Spec §4 optional invite-link lookup: only when the campaign asks and a listed school was chosen. */
async function inviteLinksFor(config: CampaignConfig, values: RegistrationFormValues): Promise<InviteLink[]> {
  const types = inviteTypesFor(config);
  if (types.length === 0 || values.school?.kind !== 'searched') return [];
  try {
    const body = await apiGet<unknown>(INVITE_LINK_PATH, {
      query: { school_id: values.school.school.id, invite_type: types.join(',') },
    });
    return inviteLinkResponseSchema.parse(body);
  } catch {
    return []; // the links are extras for the marketing system; the registration goes on without them
  }
}

/**
 * Spec §4 campaign submission, in order: the invite-link lookup, the
 * marketing submit (its failure ignored), then the registration. Resolves
 * null on success (2xx), else what to show.
 */
export async function submitCampaign(args: {
  config: CampaignConfig;
  values: RegistrationFormValues;
  type: string;
}): Promise<SubmitFailure | null> {
  const { config, type } = args;
  const settings = pageSettings();
  const values = prepareRegistration(args.values);
  const utm = readCampaignParameters();
  const inviteLinks = await inviteLinksFor(config, values);
  try {
    await apiPost(
      MARKETING_SUBMIT_PATH,
      marketingPayload({
        config,
        values,
        hostname: window.location.hostname,
        region: settings.region,
        language: settings.language,
        utm,
        inviteLinks,
      }),
      { retries: 0, timeoutMs: MARKETING_TIMEOUT_MS },
    );
  } catch {
    // Spec §4: the marketing submit's success or failure does not matter.
  }
  try {
    return outcomeOf(
      await apiPost(CAMPAIGN_REGISTER_PATH, campaignPayload({ config, values, type, region: settings.region, language: settings.language, utm })),
    );
  } catch {
    return outcomeOf(undefined); // no answer after the retries: the same message as a refusal
  }
}
