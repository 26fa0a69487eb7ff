import {
  COMPETITION_LIST_PATH,
  NO_COMPETITION_PATH,
  competitionConfigPath,
  competitionConfigSchema,
  competitionListSchema,
  competitionPayload,
  competitionRegisterPath,
  isCompetitionOpen,
  registrationOffTarget,
  type CompetitionConfig,
  type CompetitionListItem,
} from '@numbloom/domain/competition';
import { prepareRegistration, type RegistrationFormValues } from '@numbloom/domain/registration';
import { apiGet, apiPost } from '../../../api/client.ts';
import { pageSettings } from '../../../lib/page-settings.ts';
import { readCampaignParameters } from '../../../app/utm.ts';
import { outcomeOf, type SubmitFailure } from './submit-outcome.ts';

/** A competition id from a placeholder property or a query parameter: a positive whole number, else undefined. */
export function competitionIdOf(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export type CompetitionLoad =
  | { kind: 'form'; competition: CompetitionListItem; config: CompetitionConfig }
  /** registration closed and no registration_off_url to go to */
  | { kind: 'closed'; competition: CompetitionListItem; config: CompetitionConfig }
  /** the form config could not be loaded: logged only (spec §8) */
  | { kind: 'unavailable' }
  | { kind: 'leave'; to: string; reason: 'no-competition' | 'registration-off' };

/**
 * Spec §4/§8 loading: the first competition of the list (of the one named,
 * when the placeholder names one); none, or a failed
 * list, goes to /matificgames. Its form config follows; a config failure is
 * only logged. A closed registration goes to registration_off_url unless
 * that is empty or the text false.
 */
export async function loadCompetition(signal?: AbortSignal, competitionId?: number): Promise<CompetitionLoad> {
  const noCompetition = { kind: 'leave', to: NO_COMPETITION_PATH, reason: 'no-competition' } as const;
  let competition: CompetitionListItem | undefined;
  try {
    // A placeholder may name its competition; the list filtered to it still gives the first result.
    const query = competitionId ? { id: competitionId } : undefined;
    competition = competitionListSchema.parse(await apiGet<unknown>(COMPETITION_LIST_PATH, { signal, query })).results[0];
  } catch (err) {
    if (signal?.aborted) throw err;
    return noCompetition;
  }
  if (!competition) return noCompetition;
  let config: CompetitionConfig;
  try {
    config = competitionConfigSchema.parse(await apiGet<unknown>(competitionConfigPath(competition.id), { signal }));
  } catch (err) {
    if (signal?.aborted) throw err;
    console.error(`Competition ${competition.id}: the registration form config could not be loaded.`, err);
    return { kind: 'unavailable' };
  }
  if (!isCompetitionOpen(competition)) {
    const off = registrationOffTarget(config.registration_off_url);
    return off ? { kind: 'leave', to: off, reason: 'registration-off' } : { kind: 'closed', competition, config };
  }
  return { kind: 'form', competition, config };
}

/** Spec §4 competition submission: the registration with the UTM parameters merged in. */
export async function submitCompetition(args: {
  competition: CompetitionListItem;
  config: CompetitionConfig;
  values: RegistrationFormValues;
}): Promise<SubmitFailure | null> {
  const settings = pageSettings();
  const values = prepareRegistration(args.values);
  const payload = competitionPayload({
    config: args.config,
    values,
    campaignName: args.competition.campaign,
    region: settings.region,
    utm: readCampaignParameters(),
  });
  try {
    return outcomeOf(await apiPost(competitionRegisterPath(args.config.competition_id), payload));
  } catch {
    return outcomeOf(undefined);
  }
}
