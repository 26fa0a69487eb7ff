/**
 * Every text the games' server may answer with (spec §8 word for word, and the games' own), for the
 * server and the teacher's screens. A module of its own so that the children's pages, which need only
 * the texts of their way in (JOIN_MESSAGES, in games.ts), do not carry the rest (the 90 KB budget).
 */
import { JOIN_MESSAGES, ARENA_MINUTES_MAX, ARENA_MINUTES_MIN } from './games.ts';

/** Spec §8 texts, word for word, and the games' own. The browser shows them in the page's language. */
export const GAME_MESSAGES = {
  notFound: "Oops, this room doesn't exist.",
  full: (n: number) => `Oops, this room is already full with ${n} students.`,
  ended: 'Oops, this activity has ended.',
  ...JOIN_MESSAGES,
  nicknameGiven: 'This game gives you a name: you do not need to type one.',
  rerollsUsed: 'You have used all your new names.',
  renameTooLate: 'You can only change your name before you start answering.',
  seatRequested: 'Your teacher has been asked to let you back in.',
  seatRefused: 'Your teacher did not let this device in.',
  noSeatRequest: 'Nobody is asking to come back with this name.',
  notAMultiplayerGame: 'This activity cannot be played with a class.',
  notHost: 'Only the teacher who made this room can do this.',
  notPlayer: 'Please join the room first.',
  notStarted: 'The activity has not started yet.',
  notOpenYet: 'This question is not open yet.',
  noSuchItem: 'This question is not part of the activity.',
  noSuchPlayer: 'This player is not in this room.',
  notRemoved: 'This player has not been taken out of the game.',
  settingAfterStart: 'This can only be changed before the activity starts.',
  notTogether: 'The questions only move on together when the room plays together.',
  lastRound: 'This was the last question.',
  roundClosed: 'This question has closed.',
  notEndedYet: 'A new game can start once this one has ended.',
  noNextGame: 'Your teacher has not started a new game.',
  rosterNeedsClass: 'Choose one of your classes to use its names.',
  noSuchClass: 'This class is not one of yours.',
  notEnded: 'The results are ready when the activity has ended.',
  resultsDeleted: 'These results have been deleted.',
  tooManyStreams: 'This game is already open in too many tabs or devices. Please close one.',
  arenaMinutes: `An Arena lasts from ${ARENA_MINUTES_MIN} to ${ARENA_MINUTES_MAX} minutes.`,
  notAnArenaActivity: 'This activity cannot be played in an Arena.',
  classNotFound: 'This class does not exist.',
  notYourClass: 'Only the teacher of this class can do this.',
  arenaNeedsClass: 'Choose one of your classes to tell its students.',
  notAnArena: 'This is not an Arena.',
  notYourArena: 'This Arena is for another class.',
  studentsOnly: 'Please sign in as a student.',
  linkInvalid: 'This link is not valid. Please type the activity code instead.',
  linkExpired: 'This link has expired. Please press the button on your page again.',
  linkUsed: 'This link has already been used. Please press the button on your page again.',
  arenaNotice: 'Your teacher has opened an Arena!',
  quickMatchEnded: 'This Quick Match has ended.',
  chooseGrade: 'Please choose a grade.',
  noMatchTicket: 'Please press Quick match first.',
  notAQuickMatch: 'This is not a Quick match.',
} as const;
export type GameMessage = Exclude<(typeof GAME_MESSAGES)[keyof typeof GAME_MESSAGES], (n: number) => string>;
