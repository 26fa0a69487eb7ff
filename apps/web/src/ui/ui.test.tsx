import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { createI18n } from '../i18n/setup.ts';
import { Checkbox, Select, TextArea, TextInput } from './field.tsx';
import { Alert } from './alert.tsx';
import { Spinner } from './spinner.tsx';
import { Accordion } from './accordion.tsx';

let instance: i18n;
beforeAll(async () => {
  instance = await createI18n('en');
  await instance.loadNamespaces(['ui']);
});
afterEach(cleanup);
const show = (ui: ReactElement) => render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);

describe('form fields', () => {
  it('a text input is named by its label and described by its hint and error', () => {
    show(<TextInput label="Your name" required hint="As it should appear" error="Your name is required." name="your_name" />);
    const input = screen.getByRole('textbox', { name: 'Your name' });
    // The required mark is visual only; aria-required says it to assistive technology.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(input).toHaveProperty('name', 'your_name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As it should appear', 'Your name is required.']);
    expect(screen.getByRole('alert').textContent).toBe('Your name is required.');
  });

  it('a valid field has no error, no aria-invalid and shows "optional" when asked', () => {
    show(<TextInput label="Phone number" optional />);
    const input = screen.getByRole('textbox', { name: /^Phone number/ });
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Phone number (optional)');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('passes the ref and events through (react-hook-form register)', async () => {
    let seen = '';
    let node: HTMLTextAreaElement | null = null;
    show(<TextArea label="Message" ref={(el) => void (node = el)} onChange={(e) => (seen = e.target.value)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(seen).toBe('Hi');
    expect(node).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('a select lists a placeholder then its options', () => {
    show(<Select label="Role" placeholder="--" options={[{ value: '1', label: 'Teacher' }, { value: '2', label: 'Parent' }]} error="Role at school is required." />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['--', 'Teacher', 'Parent']);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('a select marks the options that are names someone typed, and only those', () => {
    show(
      <Select
        label="Class"
        placeholder="Choose a class"
        options={[
          { value: 'oak', label: 'Oak', name: true },
          { value: 'mia', label: 'Mia Brown (2)', name: true },
          { value: 'any', label: 'Any class' },
        ]}
      />,
    );
    const options = [...(screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement).options];
    // a page translator leaves a name as it is, the journeys' language check reads it as one, and its own direction keeps its bracket
    expect(options.map((o) => [o.text, o.getAttribute('translate'), o.getAttribute('dir')])).toEqual([
      ['Choose a class', null, null],
      ['Oak', 'no', 'auto'],
      ['Mia Brown (2)', 'no', 'auto'],
      ['Any class', null, null],
    ]);
  });

  it('a checkbox is named by its label and toggles by it', async () => {
    show(<Checkbox label="I agree" error="Please agree to our Terms of Use and Privacy Policy" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('I agree'));
    expect(box.checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Please agree');
  });
});

describe('status and alerts', () => {
  it('errors are alerts, success is a polite status', () => {
    show(
      <>
        <Alert tone="error">There was an error in the submission.</Alert>
        <Alert tone="success">Sent.</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('There was an error in the submission.');
    expect(screen.getByRole('status').textContent).toBe('Sent.');
  });

  it('a spinner announces what it waits for', () => {
    show(<Spinner label="Sending…" />);
    expect(screen.getByRole('status').textContent).toBe('Sending…');
    cleanup();
    show(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('accordion', () => {
  it('opens and closes each section with its button', async () => {
    show(
      <Accordion
        defaultOpen={['us']}
        items={[
          { id: 'us', title: 'United States', content: <p>English, Español</p> },
          { id: 'ca', title: 'Canada', content: <p>English, Français</p> },
        ]}
      />,
    );
    const us = screen.getByRole('button', { name: 'United States' });
    const ca = screen.getByRole('button', { name: 'Canada' });
    expect(us.getAttribute('aria-expanded')).toBe('true');
    expect(ca.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'United States' }).textContent).toBe('English, Español');
    expect(screen.queryByRole('region', { name: 'Canada' })).toBeNull();
    await userEvent.click(ca);
    expect(ca.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(ca.getAttribute('aria-controls')!)?.hidden).toBe(false);
    await userEvent.click(us);
    expect(us.getAttribute('aria-expanded')).toBe('false');
  });
});
