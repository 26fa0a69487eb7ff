import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormConfig } from '@numbloom/domain/registration-config';
import { RegistrationForm, type RegistrationFormProps } from './registration-form.tsx';
import { renderWithProviders } from '../test/render.tsx';

// Typing through user-event is slow when the machine is busy; these are behaviour tests, not timing
// tests: a minute each, a limit for a stuck test (20 s ran out with the machine at a load of 36).
vi.setConfig({ testTimeout: 60_000 });

afterEach(cleanup);

const opt = (order: number, display: string) => ({ order, display, en_display: display });
const field = (slug: string, display: string, is_required = true) => ({ slug, display, is_required });

/** Every slug of the display order, configured in a shuffled order. */
const fullConfig: FormConfig = {
  form_fields: [
    field('student_list_b64', 'Student list', false),
    field('school_type', 'School type'),
    field('phone', 'Phone'),
    field('school', 'School'),
    field('email', 'Email address'),
    field('role', 'Role at school'),
    field('last_name', 'Last name'),
    field('first_name', 'First name'),
  ],
  roles: [opt(2, 'Principal'), opt(0, 'Teacher')],
  school_types: [opt(1, 'Private'), opt(0, 'Public')],
};

function renderForm(overrides: Partial<RegistrationFormProps> = {}) {
  const onSubmit = vi.fn<RegistrationFormProps['onSubmit']>().mockResolvedValue(null);
  const props: RegistrationFormProps = {
    kind: 'campaign',
    config: fullConfig,
    showTermsCheckbox: true,
    submitLabel: 'Send Request',
    signupDefault: true,
    defaultCountry: 'US',
    title: 'Demo request',
    onSubmit,
    ...overrides,
  };
  return { onSubmit, ...renderForm.render(props) };
}
renderForm.render = (props: RegistrationFormProps) => ({ result: renderWithProviders(<RegistrationForm {...props} />) });

async function shown(overrides: Partial<RegistrationFormProps> = {}) {
  const r = renderForm(overrides);
  await r.result;
  return { onSubmit: r.onSubmit, form: await screen.findByRole('form', { name: overrides.title ?? 'Demo request' }) };
}

/** The labels of the form's fields, top to bottom (the phone country selector is part of the phone field). */
const fieldLabels = (form: HTMLElement) =>
  [...form.querySelectorAll<HTMLElement>('.field > .field-label, .reg-config-error')]
    .filter((el) => !el.closest('.field-checkbox'))
    .map((el) => el.textContent!.replace(/\s*\*$/, '').trim());

describe('layout from the config (spec §3)', () => {
  it('shows the fields in the display order, school 6th and school type 7th', async () => {
    const { form } = await shown();
    expect(fieldLabels(form)).toEqual([
      'First name',
      'Last name',
      'Email address',
      'Phone',
      'Role at school',
      'School',
      'School type',
      'Student list',
    ]);
    expect(fieldLabels(form).indexOf('School') + 1).toBe(6);
    expect(fieldLabels(form).indexOf('School type') + 1).toBe(7);
  });

  it('starts each dropdown with the dashes placeholder (null order), then the options by order', async () => {
    const { form } = await shown();
    const role = within(form).getByRole('combobox', { name: /Role at school/ });
    const options = within(role).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', '---------'],
      ['0', 'Teacher'],
      ['2', 'Principal'],
    ]);
    expect((role as HTMLSelectElement).value).toBe('');
  });

  it('shows the configuration errors for an unknown field and a dropdown without options', async () => {
    const { form } = await shown({
      config: { form_fields: [field('first_name', 'First name'), field('favourite_colour', 'Colour'), field('role', 'Role')], roles: [], school_types: [] },
    });
    expect(within(form).getByText('Form field favourite_colour NOT FOUND. Please remove from configuration.')).toBeTruthy();
    expect(within(form).getByText('Please set up role drop down options')).toBeTruthy();
    expect(within(form).queryByRole('combobox', { name: /Role/ })).toBeNull();
    expect(within(form).getByRole('textbox', { name: /First name/ })).toBeTruthy();
  });

  it('a good config shows no configuration error', async () => {
    const { form } = await shown();
    expect(form.querySelector('.reg-config-error')).toBeNull();
  });

  it('limits the inputs to 50, 254 and 255 characters', async () => {
    const { form } = await shown({
      config: { ...fullConfig, form_fields: [...fullConfig.form_fields, field('message', 'Message'), field('organisation', 'Organisation'), field('roles', 'Roles')] },
    });
    const max = (name: RegExp) => within(form).getByRole('textbox', { name }).getAttribute('maxlength');
    expect(max(/First name/)).toBe('50');
    expect(max(/Last name/)).toBe('50');
    expect(max(/Organisation/)).toBe('50');
    expect(max(/^Roles/)).toBe('50');
    expect(max(/Email address/)).toBe('254');
    expect(max(/Message/)).toBe('255');
  });

  it('uses the submit label it is given', async () => {
    const { form } = await shown({ submitLabel: 'Send Enquiry' });
    expect(within(form).getByRole('button', { name: 'Send Enquiry' })).toBeTruthy();
  });
});

describe('validation (spec §5)', () => {
  it('blocks an empty form with a message per field and the general message', async () => {
    const user = userEvent.setup();
    const { form, onSubmit } = await shown();
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(await within(form).findByText('Please fill in all required fields')).toBeTruthy();
    const errorOf = (name: RegExp) => {
      const control = within(form).getAllByLabelText(name)[0]!;
      return document.getElementById(control.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent;
    };
    expect(errorOf(/First name/)).toBe('This field is required.');
    expect(errorOf(/Role at school/)).toBe('Role at school is required.');
    expect(errorOf(/School type/)).toBe('School type is required.');
    // The required phone is marked too (was a browser journey, registration-phone.spec.ts).
    expect(within(form).getByRole('textbox', { name: /^Phone/ }).getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please select your school.')).toBeTruthy();
    expect(within(form).getByText('Please agree to our Terms of Use and Privacy Policy')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid name, email and phone with their texts, and accepts them once corrected', async () => {
    const user = userEvent.setup();
    const config: FormConfig = { form_fields: [field('first_name', 'First name'), field('email', 'Email address'), field('phone', 'Phone')], roles: [], school_types: [] };
    const { form, onSubmit } = await shown({ config, showTermsCheckbox: false });
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ann#');
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), 'ann@school');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '21337');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(await within(form).findByText('Name contains invalid characters.')).toBeTruthy();
    expect(within(form).getByText('Invalid email address.')).toBeTruthy();
    expect(within(form).getByText('Invalid phone number.')).toBeTruthy();

    await user.clear(within(form).getByRole('textbox', { name: /First name/ }));
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), '.edu');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '34253');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ first_name: 'Ann', email: 'ann@school.edu', phone: '+12133734253' });
  });

  it('checks a phone number against its country: a UK number on the US site is refused until typed with +44, and 21 pasted digits are refused with a word', async () => {
    const user = userEvent.setup();
    const config: FormConfig = { form_fields: [field('phone', 'Phone')], roles: [], school_types: [] };
    const { form, onSubmit } = await shown({ config, showTermsCheckbox: false });
    const phone = within(form).getByRole('textbox', { name: /^Phone/ });
    await user.click(phone);
    await user.paste('1'.repeat(21));
    expect(within(form).getByText('That number has too many digits: a phone number has at most 17 digits. Nothing was changed.')).toBeTruthy();
    await user.type(phone, '020 7946 0958');
    expect(within(form).queryByText(/too many digits/)).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(await within(form).findByText('Invalid phone number.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ phone: '+442079460958' });
  });

  it('campaign form: terms are checked only when the checkbox is shown', async () => {
    const user = userEvent.setup();
    const config: FormConfig = { form_fields: [field('first_name', 'First name')], roles: [], school_types: [] };
    const { form, onSubmit } = await shown({ config, showTermsCheckbox: false });
    expect(within(form).queryByRole('checkbox', { name: /Terms of Use/ })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('the terms and privacy links open in a new tab', async () => {
    const { form } = await shown();
    const terms = within(form).getByRole('link', { name: 'Terms of Use' });
    const privacy = within(form).getByRole('link', { name: 'Privacy Policy' });
    expect([terms.getAttribute('href'), terms.getAttribute('target'), terms.getAttribute('rel')]).toEqual(['/home/terms/', '_blank', 'noopener']);
    expect([privacy.getAttribute('href'), privacy.getAttribute('target'), privacy.getAttribute('rel')]).toEqual(['/home/privacy/', '_blank', 'noopener']);
  });
});

describe('checkboxes', () => {
  it('the marketing box starts ticked, and unticked under the GDPR flag', async () => {
    const first = await shown();
    expect((within(first.form).getByRole('checkbox', { name: /news/ }) as HTMLInputElement).checked).toBe(true);
    cleanup();
    const gdpr = await shown({ signupDefault: false, title: 'GDPR form' });
    expect((within(gdpr.form).getByRole('checkbox', { name: /news/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('competition form: submit disabled until terms are ticked', async () => {
    const user = userEvent.setup();
    const config: FormConfig = { form_fields: [field('first_name', 'First name')], roles: [], school_types: [] };
    const { form, onSubmit } = await shown({ kind: 'competition', config, showTermsCheckbox: true, submitLabel: 'Register Now' });
    const submit = within(form).getByRole('button', { name: 'Register Now' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: /First name/ }), 'Ann');
    await user.click(within(form).getByRole('checkbox', { name: /Terms of Use/ }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Ann', termsAgreed: true })));
  });
});

describe('submission outcome', () => {
  it('shows the failure message under the form and the server field messages, and lets the person try again', async () => {
    const user = userEvent.setup();
    const config: FormConfig = { form_fields: [field('email', 'Email address')], roles: [], school_types: [] };
    const onSubmit = vi
      .fn<RegistrationFormProps['onSubmit']>()
      .mockResolvedValueOnce({ message: 'There was an error in the submission of the registration form. Please contact us at support@numbloom.com.', fieldErrors: { email: 'This address cannot be used.' } });
    const { form } = await shown({ config, showTermsCheckbox: false, onSubmit });
    await user.type(within(form).getByRole('textbox', { name: /Email address/ }), 'ann@school.edu');
    await user.click(within(form).getByRole('button', { name: 'Send Request' }));
    expect(
      await within(form).findByText('There was an error in the submission of the registration form. Please contact us at support@numbloom.com.'),
    ).toBeTruthy();
    expect(within(form).getByText('This address cannot be used.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Send Request' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(form).queryByRole('status')).toBeNull();
  });
});

describe('in the page language', () => {
  const french = async (config: FormConfig, onSubmit = vi.fn<RegistrationFormProps['onSubmit']>().mockResolvedValue(null)) => {
    const props: RegistrationFormProps = { kind: 'campaign', config, showTermsCheckbox: false, submitLabel: 'Envoyer', signupDefault: true, defaultCountry: 'FR', title: 'Inscription', onSubmit };
    await renderWithProviders(<RegistrationForm {...props} />, 'fr');
    return screen.findByRole('form', { name: 'Inscription' });
  };

  it('shows the schema’s messages in French', async () => {
    const user = userEvent.setup();
    const form = await french({ form_fields: [field('first_name', 'First name'), field('email', 'Email address'), field('school', 'School')], roles: [], school_types: [] });
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText('Veuillez remplir tous les champs obligatoires')).toBeTruthy();
    expect(within(form).getAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(within(form).getByText('Veuillez sélectionner votre école.')).toBeTruthy();
    await user.type(within(form).getByRole('textbox', { name: /Prénom/ }), 'a.b');
    expect(await within(form).findByText('Le nom contient des caractères non valides.')).toBeTruthy();
    expect(within(form).queryByText(/required|invalid/i)).toBeNull();
  });

  it('shows the server’s answer in French, with the support address', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn<RegistrationFormProps['onSubmit']>()
      .mockResolvedValueOnce({ message: 'There was an error in the submission of the registration form. Please contact us at support@numbloom.com.', fieldErrors: { email: 'Invalid email address.' } });
    const form = await french({ form_fields: [field('email', 'Email address')], roles: [], school_types: [] }, onSubmit);
    await user.type(within(form).getByRole('textbox', { name: /Adresse courriel/ }), 'ann@school.edu');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await within(form).findByText('Une erreur s’est produite lors de l’envoi du formulaire d’inscription. Écrivez-nous à support@numbloom.com.')).toBeTruthy();
    expect(within(form).getByText('Adresse courriel non valide.')).toBeTruthy();
  });

  it('names the seeded fields, roles and school types in the page’s language; a label staff wrote stays English, marked so', async () => {
    const form = await french({
      form_fields: [field('first_name', 'First name'), field('role', 'Role at school'), field('school_type', 'School type'), field('last_name', 'Family name (as on the register)')],
      roles: [opt(0, 'Teacher'), opt(1, 'Principal/Deputy Principal'), opt(2, 'Chief Wizard')],
      school_types: [opt(0, 'Public'), opt(1, 'Homeschool')],
    });
    expect(fieldLabels(form)).toEqual(['Prénom', 'Family name (as on the register)', 'Rôle à l’école', 'Type d’école']);
    // (the staff's own label and option keep their English, which Lang marks on a French page)
    const roles = [...within(form).getByRole('combobox', { name: /Rôle à l’école/ }).querySelectorAll('option')].map((o) => o.textContent);
    expect(roles).toEqual(['---------', 'Enseignant ou enseignante', 'Direction ou direction adjointe', 'Chief Wizard']);
    const types = [...within(form).getByRole('combobox', { name: /Type d’école/ }).querySelectorAll('option')].map((o) => o.textContent);
    expect(types).toEqual(['---------', 'Publique', 'Enseignement à la maison']);
  });

  it('knows the texts built with a field label or a size', async () => {
    const { messageKey } = await import('../messages.ts');
    expect(messageKey('City is required.')).toEqual({ key: 'errors.fieldRequired', field: 'city' });
    expect(messageKey('The file you select must be less than 0.5MB')).toEqual({ key: 'errors.fileTooLarge', values: { size: '0.5MB' } });
  });
});
