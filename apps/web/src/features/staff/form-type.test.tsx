import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CONTACT_FORM_TYPES } from '@numbloom/domain/contact';
import { marketingFormType } from '@numbloom/domain/campaign-marketing';
import { createI18n } from '../../i18n/setup.ts';
import { FormType } from './form-type.tsx';
import ar from './i18n/ar.json';
import en from './i18n/en.json';

afterEach(cleanup);

async function shown(value: string, language: string) {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces('staff');
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <FormType value={value} />
    </I18nextProvider>,
  );
  return container;
}

/** Every form type the server stores: the contact form's and the marketing forms' own. */
const STORED = [...CONTACT_FORM_TYPES, marketingFormType('m_rd'), marketingFormType('m_se')];

describe("a lead's or an enquiry's form type in the staff lists", () => {
  it.each(STORED)('%s is worded in the reader’s language, not shown as the server’s code', async (value) => {
    const container = await shown(value, 'ar');
    const text = container.textContent ?? '';
    expect(Object.values(ar.formTypes)).toContain(text);
    expect(text).not.toBe(value);
    expect(container.querySelector('[translate="no"]')).toBeNull();
  });

  it('English words each stored type its own way', async () => {
    const words = await Promise.all(
      STORED.filter((v) => v !== 'Demo').map(async (v) => (await shown(v, 'en')).textContent),
    );
    expect(new Set(words).size).toBe(words.length);
    expect(words).toEqual(expect.arrayContaining([en.formTypes.enquiry, en.formTypes.sales]));
  });

  it("a campaign's own source code is shown as the code it is, marked so that no one reads it as a word", async () => {
    const container = await shown(marketingFormType('m_spring_fair'), 'ar');
    const code = container.querySelector('code[translate="no"]');
    expect(code?.textContent).toBe('m_spring_fair');
  });
});
