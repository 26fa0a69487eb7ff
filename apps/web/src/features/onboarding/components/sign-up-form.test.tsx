import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpForm } from './sign-up-form.tsx';
import { renderOnboarding } from './test-render.tsx';

// Typing through user-event is slow when the machine is busy; these are behaviour tests, not timing tests.
vi.setConfig({ testTimeout: 20_000 });

afterEach(cleanup);

// The captcha widget needs a secure context and its challenge: only its error line is the form's.
vi.mock('../../../ui/auth/captcha-field.tsx', () => ({
  CaptchaField: ({ error }: { error?: string | null }) => (error ? <p className="field-error">{error}</p> : null),
}));

describe('the sign-up form in the page language', () => {
  it('shows the sign-up schema’s messages in Spanish, the password limit filled in from the rule', async () => {
    const user = userEvent.setup();
    await renderOnboarding(
      <SignUpForm
        endpoint="/api/v2/accounts/signup/"
        submitLabel="Crear"
        busyLabel="…"
        onSent={() => {}}
        loginNext="/"
      />,
      'es',
    );
    const form = document.querySelector('form')!;
    await user.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El apellido es obligatorio.')).toBeTruthy();
    expect(screen.getByText('El correo electrónico es obligatorio.')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeTruthy();
    expect(screen.getByText('Elige tu función.')).toBeTruthy();
    expect(screen.getByText('Acepta nuestros Términos de uso y la Política de privacidad')).toBeTruthy();
    expect(screen.getByText('Confirma que no eres un robot')).toBeTruthy();

    await user.type(within(form).getByRole('textbox', { name: /Nombre/ }), 'a.b');
    await user.type(within(form).getByLabelText(/Contraseña/, { selector: 'input' }), 'corta');
    expect(await screen.findByText('El nombre contiene caracteres no permitidos.')).toBeTruthy();
    expect(screen.getByText('Tu contraseña debe tener al menos 8 caracteres.')).toBeTruthy();
    expect(screen.queryByText(/required|invalid|Please/i)).toBeNull();
  });
});
