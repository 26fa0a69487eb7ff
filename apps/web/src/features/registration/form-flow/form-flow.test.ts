import { afterEach, describe, expect, it } from 'vitest';
import { competitionIdOf } from './competition-flow.ts';
import { outcomeOf } from './submit-outcome.ts';
import { CAMPAIGN_MARKER_KEY, COMPETITION_MARKER_KEY, markCampaign, markCompetition, readMarker } from './submission-marker.ts';

const ERROR = 'There was an error in the submission of the registration form. Please contact us at support@numbloom.com.';

describe('outcomeOf (spec §4: 2xx is success)', () => {
  it('a 2xx answer is success', () => {
    expect(outcomeOf({ status: 200, data: { status: 'ok' } })).toBeNull();
    expect(outcomeOf({ status: 201, data: null })).toBeNull();
  });

  it('anything else is the registration error, keeping the field messages under their form names', () => {
    expect(outcomeOf({ status: 302, data: null })).toEqual({ message: ERROR, fieldErrors: {} });
    expect(
      outcomeOf({
        status: 400,
        data: { user_message: 'Please check the form.', errors: { email: 'Invalid email address.', studentListFileBase64: 'Invalid file extension.', schoolDetail: 'Bad', x: 1 } },
      }),
    ).toEqual({ message: ERROR, fieldErrors: { email: 'Invalid email address.', student_list_b64: 'Invalid file extension.', school: 'Bad' } });
  });

  it('no answer at all is the same error', () => {
    expect(outcomeOf(undefined)).toEqual({ message: ERROR, fieldErrors: {} });
  });
});

describe('session markers (spec §3)', () => {
  afterEach(() => sessionStorage.clear());

  it('start unsubmitted and become submitted', () => {
    markCampaign('school-demo-2026', false);
    expect(readMarker(CAMPAIGN_MARKER_KEY)).toEqual({ slug: 'school-demo-2026', submitted: false });
    markCampaign('school-demo-2026', true);
    expect(readMarker(CAMPAIGN_MARKER_KEY)).toEqual({ slug: 'school-demo-2026', submitted: true });
    markCompetition(503, false);
    expect(readMarker(COMPETITION_MARKER_KEY)).toEqual({ id: 503, submitted: false });
  });

  it('a damaged marker reads as none', () => {
    sessionStorage.setItem(CAMPAIGN_MARKER_KEY, '{broken');
    expect(readMarker(CAMPAIGN_MARKER_KEY)).toBeNull();
    sessionStorage.setItem(CAMPAIGN_MARKER_KEY, '{"slug":"x"}');
    expect(readMarker(CAMPAIGN_MARKER_KEY)).toBeNull();
  });
});

describe('competitionIdOf', () => {
  it('takes a positive whole number and nothing else', () => {
    expect(competitionIdOf('503')).toBe(503);
    for (const bad of [null, undefined, '', '0', '-1', '1.5', 'abc', '99999999999']) expect(competitionIdOf(bad)).toBeUndefined();
  });
});
