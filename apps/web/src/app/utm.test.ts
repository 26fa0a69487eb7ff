import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_PARAMETERS_KEY } from '@numbloom/domain/api-constants';
import { readCampaignParameters, saveCampaignParameters } from './utm.ts';

describe('UTM parameters in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves the five UTM parameters a link carries under the campaign-parameters key, and nothing else', () => {
    const kept = saveCampaignParameters(
      '?utm_source=newsletter&utm_medium=email&utm_campaign=spring-maths&utm_term=fractions&utm_content=hero&ref=x',
    );
    const expected = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-maths',
      utm_term: 'fractions',
      utm_content: 'hero',
    };
    expect(kept).toEqual(expected);
    expect(CAMPAIGN_PARAMETERS_KEY).toBe('campaign_parameters');
    expect(JSON.parse(sessionStorage.getItem('campaign_parameters')!)).toEqual(expected);
    expect(readCampaignParameters()).toEqual(expected);
  });

  it('saves nothing when the URL has none', () => {
    expect(saveCampaignParameters('?page=2&utm_source=')).toEqual({});
    expect(sessionStorage.getItem(CAMPAIGN_PARAMETERS_KEY)).toBeNull();
  });

  it('keeps the visit’s campaign while the visitor moves to pages without UTM parameters', () => {
    saveCampaignParameters('?utm_source=fb&utm_campaign=back-to-school');
    expect(saveCampaignParameters('')).toEqual({ utm_source: 'fb', utm_campaign: 'back-to-school' });
    expect(readCampaignParameters()).toEqual({ utm_source: 'fb', utm_campaign: 'back-to-school' });
  });

  it('a newer campaign link replaces the older one as a whole', () => {
    saveCampaignParameters('?utm_source=fb&utm_campaign=back-to-school&utm_term=x');
    saveCampaignParameters('?utm_source=google&utm_medium=cpc');
    expect(readCampaignParameters()).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
  });

  it('reads the address bar by default', () => {
    window.history.replaceState(null, '', '/us/en/?utm_medium=social');
    expect(saveCampaignParameters()).toEqual({ utm_medium: 'social' });
    window.history.replaceState(null, '', '/');
  });

  it('keeps what a link carried as one line the API takes: control characters, a cut emoji and blank values never stop a registration', () => {
    const emojiAtTheEdge = `${'c'.repeat(254)}😀`;
    const kept = saveCampaignParameters(`?utm_source=a%0Ab&utm_medium=%00&utm_campaign=${encodeURIComponent(emojiAtTheEdge)}&utm_term=%20%20`);
    expect(kept).toEqual({ utm_source: 'a b', utm_campaign: 'c'.repeat(254) });
    sessionStorage.setItem(CAMPAIGN_PARAMETERS_KEY, JSON.stringify({ utm_source: 'x\u0007y', utm_term: '\ud800' }));
    expect(readCampaignParameters()).toEqual({ utm_source: 'x y', utm_term: '\ufffd' });
  });

  it('reads only known names with text values from whatever is stored', () => {
    sessionStorage.setItem(CAMPAIGN_PARAMETERS_KEY, JSON.stringify({ utm_source: 'ok', utm_medium: 7, evil: 'x' }));
    expect(readCampaignParameters()).toEqual({ utm_source: 'ok' });
    sessionStorage.setItem(CAMPAIGN_PARAMETERS_KEY, '{not json');
    expect(readCampaignParameters()).toEqual({});
  });
});
