/**
 * The maths language follows the page's (decision 086): a Portuguese page of the Brazil site plays its
 * items in Portuguese, with reais and metric units, where the engine once fell back to English.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { loadCatalogue, renderText } from '@numbloom/maths/text';
import { pageLanguage, regionCurrency, regionUnits } from './engine.ts';
import { MoneyPiece } from './models/coins.tsx';
import { clearPageSettings, setPageSettings } from '../app/test-page-settings.ts';

afterEach(() => {
  cleanup();
  clearPageSettings();
});

describe('a Portuguese page of the Brazil site', () => {
  it('plays in Portuguese, with reais and metric units', async () => {
    setPageSettings({ region: 'br', language: 'pt' });
    expect([pageLanguage(), regionCurrency(), regionUnits()]).toEqual(['pt', 'BRL', 'metric']);
    await loadCatalogue(pageLanguage(), 'BR');
    expect(renderText({ key: 'count.prompt', params: { obj: { type: 'term', key: 'obj.apple' } } }, pageLanguage())).toBe('Quantas maçãs há?');
  });

  it('labels a coin as a Brazilian price', async () => {
    setPageSettings({ region: 'br', language: 'pt' });
    await loadCatalogue('pt', 'BR');
    const { container } = render(<MoneyPiece currency="BRL" cents={50} labelled language="pt" />);
    expect(container.textContent).toContain('R$ 0,50');
  });

  it('plays in English on the English page of the same site', () => {
    setPageSettings({ region: 'br', language: 'en' });
    expect([pageLanguage(), regionCurrency()]).toEqual(['en', 'BRL']);
  });
});
