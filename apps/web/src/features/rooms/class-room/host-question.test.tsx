/**
 * The host's question screen when the class plays together (decision 090), against the server's
 * answers (fetch answers as the API does): the question as the children see it and how many have
 * answered while it is open; once closed, the right answer and how the class answered; the buttons
 * that close it and open the next. The whole game with the real server is apps/web/e2e/rooms-together.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import '@numbloom/maths/all';
import { generateItem } from '@numbloom/maths/generate';
import { toPlayable } from '@numbloom/maths/playable';
import { renderText } from '@numbloom/maths/text';
import type { HostPlayer, HostQuestion, HostView, Reveal } from '@numbloom/domain/games-schema';
import { createI18n } from '../../../i18n/setup.ts';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';
import { TogetherQuestion } from './host-question.tsx';
import { QuestionResults } from './host-question-results.tsx';

const item = generateItem({ topic: 'addition-subtraction/add', grade: '2', difficulty: 1, seed: 'together' });
const playable = toPlayable(item, 2);
const reveal: Reveal = { expected: '97', answered: 4, right: 1, wrong: [{ answer: '96', count: 2 }, { answer: '87', count: 1 }], no_answer: 0 };

const player = (id: string, answers: Array<boolean | null>, removed = false) => ({ id, nickname: `Kid ${id}`, removed, answers }) as HostPlayer;
const room = (over: Partial<HostView> = {}) =>
  ({
    code: 'ABCD23',
    state: 'started',
    item_count: 10,
    round: 2,
    round_closed_at: null,
    settings: { pace: 'together' },
    // two of the three in the game have answered question 3; the one taken out does not count
    players: [player('a', [true, true, false]), player('b', [true, false, null]), player('c', [false, true, true]), player('d', [null, null, true], true)],
    ...over,
  }) as HostView;

let fetchMock: ReturnType<typeof vi.fn>;
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'us', language: 'en' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function withTexts(node: React.ReactNode) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['rooms', 'host', 'ui']);
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

describe('the host screen of a class playing together', () => {
  it('shows the open question as the children see it and how many have answered, without its answer', async () => {
    const question: HostQuestion = { round: 2, item: playable as unknown as HostQuestion['item'], closed_at: null, reveal: null };
    fetchMock.mockImplementation(() => reply(question));
    const act = vi.fn(async (f: () => Promise<unknown>) => void (await f()));
    await withTexts(<TogetherQuestion room={room()} busy={false} act={act} onRoom={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Question 3 of 10' })).toBeTruthy();
    expect(screen.getByText('Answered: 2 of 3').getAttribute('role')).toBe('status');
    const text = await screen.findByText(renderText(item.prompt, 'en'));
    expect(text.className).toBe('host-question-text');
    expect(screen.queryByTestId('reveal')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/ABCD23/host/question/');

    fetchMock.mockImplementation(() => reply(room({ round_closed_at: '2026-03-02T09:00:30.000Z' })));
    fireEvent.click(screen.getByRole('button', { name: 'Show the answer' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url).includes('/host/close/') && (init as RequestInit).method === 'POST')).toBe(true));
  });

  it('once closed: the right answer, how many were right, each wrong answer with its count, then Next question', async () => {
    const question: HostQuestion = { round: 2, item: playable as unknown as HostQuestion['item'], closed_at: '2026-03-02T09:00:30.000Z', reveal };
    fetchMock.mockImplementation(() => reply(question));
    const act = vi.fn(async (f: () => Promise<unknown>) => void (await f()));
    await withTexts(<TogetherQuestion room={room({ round_closed_at: question.closed_at })} busy={false} act={act} onRoom={() => undefined} />);
    const shown = await screen.findByTestId('reveal');
    expect(within(shown).getByTestId('right-answer').textContent).toBe('97');
    expect(shown.textContent).toContain('Right: 1');
    const rows = within(within(shown).getByRole('table', { name: 'Wrong answers' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['962', '871']);
    expect(screen.queryByRole('button', { name: 'Show the answer' })).toBeNull();
    fetchMock.mockImplementation(() => reply(room({ round: 3 })));
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/host/next/'))).toBe(true));
  });

  it('after the last question has closed, says to end the activity rather than offering a next one', async () => {
    const question: HostQuestion = { round: 9, item: playable as unknown as HostQuestion['item'], closed_at: '2026-03-02T09:05:00.000Z', reveal: { ...reveal, wrong: [] } };
    fetchMock.mockImplementation(() => reply(question));
    await withTexts(<TogetherQuestion room={room({ round: 9, round_closed_at: question.closed_at })} busy={false} act={vi.fn()} onRoom={() => undefined} />);
    expect(await screen.findByText('No wrong answers')).toBeTruthy();
    expect(screen.getByText('That was the last question. End the activity to see the results.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
  });

  it('the results question by question: the right answer, right of answered, and the common wrong answers', async () => {
    await withTexts(
      <QuestionResults
        questions={[
          { round: 0, text: '83 + 14 = ?', ...reveal, wrong: [{ answer: '96', count: 2 }, { answer: '87', count: 1 }, { answer: '7', count: 1 }, { answer: '1', count: 1 }] },
          { round: 1, text: '50 − 20 = ?', expected: '30', answered: 3, right: 3, wrong: [], no_answer: 0 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Question by question' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('83 + 14 = ?');
    expect(rows[0]!.textContent).toContain('1 / 4');
    // the three most common wrong answers, not every one
    expect(within(rows[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['96 (2)', '87 (1)', '7 (1)']);
    expect(rows[1]!.textContent).toContain('3 / 3');
    expect(rows[1]!.textContent).toContain('No wrong answers');
  });
});
