import { describe, expect, it } from 'vitest';
import { compareStanding, joinCheckProblem, nicknameKey, nicknameProblem, normaliseJoinCheck, normaliseNickname, questionMs, roomCodeProblem, ROOM_CODE_ALPHABET } from './games.ts';
import { GAME_MESSAGES } from './game-messages.ts';
import { carriesContact, isOffensiveNickname, soundsLikeStaff } from './nickname-filter.ts';
import { answerSchema, joinSchema, publishedEventSchema, settingsSchema } from './games-schema.ts';

describe('room codes and the join check', () => {
  it('use no character a child could misread (0/O, 1/I/L)', () => {
    expect(ROOM_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it('accept a code typed in lower case, with spaces or a dash, and name what is wrong otherwise', () => {
    expect(roomCodeProblem('k7m 2qx')).toBeUndefined();
    expect(roomCodeProblem('K7M-2QX')).toBeUndefined();
    expect(roomCodeProblem('  ')).toBe(GAME_MESSAGES.codeRequired);
    expect(roomCodeProblem('K7M2Q')).toBe(GAME_MESSAGES.codeInvalid);
    expect(roomCodeProblem('K7M2Q0')).toBe(GAME_MESSAGES.codeInvalid);
  });

  it('read a join check typed with spaces or in Arabic-Indic digits', () => {
    expect(normaliseJoinCheck('12 34')).toBe('1234');
    expect(normaliseJoinCheck('١٢٣٤')).toBe('1234');
    expect(joinCheckProblem('١٢٣٤')).toBeUndefined();
    expect(joinCheckProblem('')).toBe(GAME_MESSAGES.checkRequired);
    expect(joinCheckProblem('12a4')).toBe(GAME_MESSAGES.checkWrong);
  });
});

describe('nicknames', () => {
  it('are trimmed, inner spaces folded, at most 20 characters (letters, not UTF-16 units)', () => {
    expect(normaliseNickname('  Ada   L ')).toBe('Ada L');
    expect(nicknameProblem('   ')).toBe(GAME_MESSAGES.nicknameRequired);
    expect(nicknameProblem('a'.repeat(20))).toBeUndefined();
    expect(nicknameProblem('a'.repeat(21))).toBe(GAME_MESSAGES.nicknameTooLong);
    expect(nicknameProblem('🦊'.repeat(20))).toBeUndefined();
  });

  it('are the same in a room whatever their case or accents', () => {
    expect(nicknameKey('Zoë')).toBe(nicknameKey('ZOE'));
    expect(nicknameKey('Ada')).not.toBe(nicknameKey('Adam'));
  });

  it('are the same in a room when they only look different: look-alike letters, full-width forms, invisible characters', () => {
    // a classmate's name spelled with a Cyrillic А, with a zero-width space, turned around by a direction override, full width
    for (const twin of ['\u0410da', 'Ada\u200B', '\u202EAda', '\u200FAda\u200E', 'Ａｄａ', 'A\u00ADda', 'Ad\u200Da']) {
      expect(nicknameKey(twin), JSON.stringify(twin)).toBe(nicknameKey('Ada'));
    }
    // what is shown carries nothing invisible: no override can turn the host's board around
    expect(normaliseNickname('\u202EAda\u200B ')).toBe('Ada');
    expect(normaliseNickname('\u2066Bo\u2069')).toBe('Bo');
    // an emoji sequence keeps its joiner on the board
    expect(normaliseNickname('Kim 👩\u200D🚀')).toBe('Kim 👩\u200D🚀');
  });

  it('refuse what a playground says, in English, French, Spanish and Arabic, however it is spelled', () => {
    const refused = [
      'poop', 'Stupid', 'POOP HEAD', 'poophead', 'p00p', 'p.o.o.p', 'poooop', 's t u p i d', 'stuuupid', 'Stu pid', 'idiot', 'Mr Idiot', 'dumb',
      'shit', 'Sh1t head', 'f.u.c.k', 'f u c k', 'BITCH!!', 'fuuuck', 'butt face', 'loser', 'ugly', 'fatso', 'moron', 'pee pee', 'fart', 'kill',
      'Merde', 'crotte', 'caca', 'Stupide', 'débile', 'imbécile', 'connard', 'pipi', 'prout',
      'puta', 'tonto', 'estúpido', 'idiota', 'gilipollas', 'mierda', 'culo',
      'غبي', 'حمار', 'كلب', 'أحمق', 'غـبـي',
      // look-alike letters from other scripts: Cyrillic р, о
      'рооp', 'ѕtupid',
    ];
    for (const bad of refused) expect(isOffensiveNickname(bad), bad).toBe(true);
    const fine = ['Scunthorpe Sam', 'Dickens', 'Cocktail', 'Essex Ed', 'Ada', 'Kim 7', 'Dumbledore', 'Butterfly', 'Pop Star', 'Aaron', 'Cassandra',
      'Swanky', 'Gato Negro', 'Pan con Queso', 'Billy', 'Willy', 'Zoë', 'Émilie', 'Nuria', 'محمد', 'ليلى', 'Pooja', 'Hannah', 'Moroni', 'Grace'];
    for (const name of fine) expect(isOffensiveNickname(name), name).toBe(false);
    // found walking the join form: plurals, abbreviations, misspellings and a few words more
    for (const bad of ['putas', 'idiots', 'whores', 'stfu', 'wtf', 'ta gueule', 'ftg', 'conard', 'seks', 'sucks', 'bellend', 'knob', 'قرد']) expect(isOffensiveNickname(bad), bad).toBe(true);
    for (const name of ['Thomas', 'Jonas', 'Douglas', 'Agnes', 'Frances', 'Lucas', 'Chris', 'Boss', 'Class 3B', 'Glass', 'Ines']) expect(isOffensiveNickname(name), name).toBe(false);
  });

  it('refuse a name that passes for one of the people running the game, in every language', () => {
    for (const bad of ['Teacher', 'the teacher', 'ADMIN', 'Admin 2', 'Maîtresse', 'Prof', 'Profesora', 'Maestro Juan', 'معلم', 'المدير', 'Numbloom']) {
      expect(soundsLikeStaff(bad), bad).toBe(true);
    }
    for (const name of ['Ada', 'Teach', 'Hostess Hannah', 'Modesty', 'Layton', 'Stafford']) expect(soundsLikeStaff(name), name).toBe(false);
    // the schema leaves this to the server's nickname check (decision 068: apps/server/src/modules/games/nickname-check.ts)
    expect(joinSchema.safeParse({ code: 'K7M2QX', nickname: 'Teacher' }).success).toBe(true);
  });

  it('refuse an email, a web address or a phone number', () => {
    for (const bad of ['ada@example.org', 'www.ada.com', 'ada.com', 'call 0612345678']) expect(carriesContact(bad), bad).toBe(true);
    for (const fine of ['Ada', 'Kim 7', 'Team 2024']) expect(carriesContact(fine), fine).toBe(false);
  });
});

describe('the protocol schemas', () => {
  it('take a join with a nickname, a check or a student id, and refuse anything else', () => {
    expect(joinSchema.parse({ code: 'k7m 2qx', check: '١٢٣٤', nickname: '  Ada  ' })).toEqual({ code: 'K7M2QX', check: '1234', nickname: 'Ada' });
    // kindness is the server's nickname check's (decision 068), which reads a name with data a child's page does not download
    expect(joinSchema.safeParse({ code: 'K7M2QX', nickname: 'poop' }).success).toBe(true);
    expect(joinSchema.safeParse({ code: 'K7M2QX', nickname: 'a@b.fr' }).error?.issues[0]?.message).toBe(GAME_MESSAGES.nicknameContact);
    expect(joinSchema.safeParse({ code: 'K7M2QX', admin: true }).success).toBe(false);
  });

  it('take a timed-out answer (null) and a queued one, never a verdict', () => {
    expect(answerSchema.safeParse({ item_index: 0, response: null }).success).toBe(true);
    expect(answerSchema.safeParse({ item_index: 3, response: { kind: 'integer', value: 4 }, queued: true }).success).toBe(true);
    expect(answerSchema.safeParse({ item_index: 0, response: '4', correct: true }).success).toBe(false);
  });

  it('refuse an empty settings change and a timer that is not offered', () => {
    expect(settingsSchema.safeParse({}).success).toBe(false);
    expect(settingsSchema.safeParse({ seconds_per_question: 15 }).success).toBe(false);
    expect(settingsSchema.safeParse({ seconds_per_question: null, locked: true }).success).toBe(true);
  });

  it('check an event from another process by its type, and refuse one that does not match', () => {
    expect(publishedEventSchema.safeParse({ type: 'started', started_at: '2026-01-01T00:00:00.000Z', round: null }).success).toBe(true);
    expect(publishedEventSchema.safeParse({ type: 'started' }).success).toBe(false);
    expect(publishedEventSchema.safeParse({ type: 'room', room: {} }).success).toBe(false);
  });
});

describe('standings and time', () => {
  it('put more right answers first, then the speed bonus', () => {
    const sorted = [{ score: 3, bonus: 0 }, { score: 5, bonus: 1 }, { score: 5, bonus: 9 }].sort(compareStanding);
    expect(sorted).toEqual([{ score: 5, bonus: 9 }, { score: 5, bonus: 1 }, { score: 3, bonus: 0 }]);
  });

  it('stretch a question timer for extra time, or lift it', () => {
    expect(questionMs(20, 'none')).toBe(20_000);
    expect(questionMs(20, 'half')).toBe(30_000);
    expect(questionMs(20, 'double')).toBe(40_000);
    expect(questionMs(20, 'untimed')).toBeNull();
    expect(questionMs(null, 'none')).toBeNull();
  });
});
