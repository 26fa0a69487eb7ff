/** The host's controls folded behind one button (decision 091): closed at first, Escape closes them and the focus is back on the button. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useControlsFold } from './controls-fold.ts';

function Fold() {
  const fold = useControlsFold('panel');
  return (
    <>
      <button type="button" {...fold.button}>
        Controls
      </button>
      {fold.open ? (
        <div {...fold.panel}>
          <button type="button">Lock the room</button>
          <dialog open>
            <button type="button">Cancel</button>
          </dialog>
        </div>
      ) : null}
    </>
  );
}

afterEach(cleanup);

describe('the folded controls', () => {
  it('are closed at first, and open and close with their button, which says which', () => {
    render(<Fold />);
    const toggle = screen.getByRole('button', { name: 'Controls' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Lock the room' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe('panel');
    expect(screen.getByRole('button', { name: 'Lock the room' }).closest('#panel')).not.toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: 'Lock the room' })).toBeNull();
  });

  it('close on Escape from inside, the focus back on the button; not on an Escape meant for a dialog', () => {
    render(<Fold />);
    const toggle = screen.getByRole('button', { name: 'Controls' });
    fireEvent.click(toggle);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel', hidden: true }), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Lock the room' })).toBeTruthy();
    const lock = screen.getByRole('button', { name: 'Lock the room' });
    lock.focus();
    fireEvent.keyDown(lock, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Lock the room' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
