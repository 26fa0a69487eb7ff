import { latinLookAlikes } from './look-alikes.ts';

/**
 * The nickname filter of the live games (decision 035), in the four site
 * languages. A child types a name thirty classmates will see on the board,
 * so it refuses not only swear words but what a playground would say: toilet
 * words, insults, slurs, body and sexual words, violence, and contact details.
 * The host still sees every name and can take a child out; this spares them
 * the predictable.
 *
 * How a name is read: letters folded (case, accents, Arabic letter forms),
 * look-alike letters from other scripts and digit swaps undone (p00p, ѕtupid),
 * then matched as whole words, as words run together (poophead, p.o.o.p,
 * "stu pid"), and on a few unambiguous roots anywhere. Names that merely
 * contain a short word (Scunthorpe, Dickens, Cocktail, Essex, Butterfly)
 * pass. The server runs this; a child's page does not download the lists.
 */

/** Whole words refused, after folding; repeated letters also match once (stuuupid). */
const WORDS = `
fuck fucker fucking fucked motherfucker fuk fuking fck fcuk fux shit shits shitty shithead bullshit crap crappy bitch bitches
bastard cunt dickhead cock pussy asshole ass arse arsehole butthole bum bumhole wanker wank twat prick slut whore
fag faggot nigger nigga retard retarded spaz spastic tranny homo dyke paki chink gook kike wetback
penis vagina boob boobs boobies tits titty nipple sex sexy porn porno nude naked horny dildo condom orgasm rape rapist pedo paedo
poop poo poopy poopoo poophead pooface pee peepee wee weewee wiener butt butthead buttface bum fart farts farty farthead
turd turds diarrhea diarrhoea vomit puke snot booger boogers toilet
stupid stoopid stupidhead idiot idiots dumb dumbo dumbass dumbhead moron moronic imbecile loser losers ugly fatso fatty lardo
weirdo freak jerk dork dummy noob nitwit dimwit halfwit numbskull dunce
stfu wtf gtfo suck sucks sucker bellend knob knobhead seks
ftg fdp tagueule conard conar
hate hater kill killer killing murder die dead death suicide gun guns bomb terrorist nazi hitler isis kkk
merde merdique putain pute connard connasse conne salope salaud encule enculer batard bite couille couilles chier chiotte
caca pipi zizi crotte prout nul nulle idiote stupide debile imbecile cretin cretine abruti abrutie andouille bouffon moche
mierda puta puto cabron pendejo pendeja gilipollas joder jodete cono polla zorra maricon marica culo culito caca pedo tonto tonta
estupido estupida idiota imbecil burro burra feo fea baboso babosa menso mensa tarado tarada mongolo
قرد كلب حمار شرموطة زب كس طيز خرا خره زق غبي غبية احمق حمقاء تافه قذر وسخ حقير حيوان بقرة خنزير كلبة منيوك عاهرة
`
  .trim()
  .split(/\s+/);

/**
 * Roots refused wherever they appear, even inside a longer word or across
 * spaces and dots: none of them starts or sits inside an ordinary name.
 */
const ROOTS = ['fuck', 'fuk', 'bitch', 'whore', 'nigger', 'nigga', 'faggot', 'poop', 'stupid', 'idiot', 'dumbass', 'asshole', 'putain', 'salope', 'connard', 'encule', 'mierda', 'pendej', 'gilipoll', 'cabron', 'شرموط', 'منيوك'];

/** Digit or symbol swaps (look-alike letters of other scripts are in look-alikes.ts). */
const SWAPS: Record<string, string> = { '4': 'a', '@': 'a', '8': 'b', '3': 'e', '6': 'g', '9': 'g', '1': 'i', '!': 'i', '|': 'i', '0': 'o', '5': 's', $: 's', '7': 't', '2': 'z', '+': 't' };

const REFUSED = new Set(WORDS.map(fold));

/** Case, accents and Arabic letter forms folded; look-alike letters made Latin. */
function fold(text: string): string {
  return latinLookAlikes(
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLocaleLowerCase('en')
      .replace(/[\u0640]/g, '') // tatweel
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي'),
  );
}

/** A word as typed, with runs of a letter made one (fuuuck), and with long runs made two (poooop). */
const stretches = (word: string) => [word, word.replace(/(\p{L})\1+/gu, '$1'), word.replace(/(\p{L})\1{2,}/gu, '$1$1')];

/**
 * Insults mild enough that a digit read as a letter must not make one out of a name: "F30" is a name
 * (or a seat), not "feo". Typed as letters they are refused as any word.
 */
const MILD = new Set(['feo', 'fea', 'nul', 'nulle', 'moche', 'burro', 'burra', 'tonto', 'tonta', 'ugly', 'dumb', 'dumbo', 'dork', 'jerk', 'noob', 'bum', 'wee', 'pee', 'die', 'dead', 'hate', 'pedo'].map(fold));

/** The readings of a name: as typed (folded), with digits and symbols read as letters, and with v read as u (fvck). */
function readings(nickname: string): Array<{ text: string; swapped: boolean }> {
  const folded = fold(nickname);
  const swapped = folded.replace(/[4@83691!|05$72+]/g, (c) => SWAPS[c] ?? c);
  const out = [{ text: folded, swapped: false }];
  if (swapped !== folded) out.push({ text: swapped, swapped: true });
  if (swapped.includes('v')) out.push({ text: swapped.replace(/v/g, 'u'), swapped: true });
  return out;
}

/** A word and, for a Latin word, its singular (putas, hoes, sucks): a plural is no kinder. */
const singulars = (word: string) => (/^[a-z]{4,}$/.test(word) && word.endsWith('s') ? [word, word.slice(0, -1), ...(word.endsWith('es') ? [word.slice(0, -2)] : [])] : [word]);

/** What a playground adds to a rude word to make an insult of it (penishead, poopface). */
const INSULT_ENDS = ['head', 'face', 'brain', 'breath', 'bag', 'hole', 'stick', 'nose', 'pants', 'butt'];

const isRefusedWord = (w: string, swapped = false): boolean =>
  stretches(w).some(
    (s) =>
      singulars(s).some((one) => REFUSED.has(one) && !(swapped && MILD.has(one))) ||
      INSULT_ENDS.some((end) => s.length > end.length + 3 && s.endsWith(end) && REFUSED.has(s.slice(0, -end.length)) && !MILD.has(s.slice(0, -end.length))),
  );

/**
 * True when the name holds a refused word, alone, spelled apart, run together with another, or a
 * refused root anywhere. `isName` (the server's list of given names, decision 068) spares a word that
 * is somebody's name as typed: Dick, Fanny and Shital are children's names.
 */
export function isOffensiveNickname(nickname: string, isName: (word: string) => boolean = () => false): boolean {
  const typed = new Set(
    fold(nickname)
      .split(/[^\p{L}]+/u)
      .filter((w) => w && isName(w)),
  );
  return readings(nickname).some(({ text, swapped }) => {
    const words = text.split(/[^\p{L}]+/u).filter(Boolean);
    const refused = (w: string) => !typed.has(w) && isRefusedWord(w, swapped);
    if (words.some(refused)) return true;
    // two or three neighbouring words run together: "poo head", "stu pid"
    for (let i = 0; i < words.length; i++) {
      if (i + 1 < words.length && refused(words[i]! + words[i + 1]!)) return true;
      if (i + 2 < words.length && refused(words[i]! + words[i + 1]! + words[i + 2]!)) return true;
    }
    // letters spelled apart: "p o o p", "s.t.u.p.i.d", "f-u-c-k"
    const squashed = words.join('');
    if (words.length > 1 && refused(squashed)) return true;
    return words.some((w) => !typed.has(w) && stretches(w).some((s) => ROOTS.some((root) => s.includes(root)))) || (words.length > 1 && stretches(squashed).some((s) => ROOTS.some((root) => s.includes(root))));
  });
}

/** A name that carries a way to reach the child: an email, a web address or a phone number. */
export function carriesContact(nickname: string): boolean {
  return /@|https?:|www\.|\.(com|net|org|fr|es|uk)\b/i.test(nickname) || (nickname.match(/\d/g)?.length ?? 0) >= 6;
}

/**
 * Words that make a name pass for one of the people running the game
 * ("Teacher", "Admin", "Maîtresse"): a child could give orders on the board
 * in their name. Read like the filter's words, as whole words.
 */
const RESERVED = new Set(
  `teacher teachers admin admins administrator moderator mod host staff support numbloom
professeur professeure prof maitre maitresse enseignant enseignante directeur directrice
profe profesor profesora maestro maestra administrador director directora
معلم معلمه استاذ استاذه مدير مديره المعلم المعلمه الاستاذ الاستاذه المدير المديره`
    .split(/\s+/)
    .map(fold),
);

/** True when a word of the name is one the people running the game go by. */
export function soundsLikeStaff(nickname: string): boolean {
  return fold(nickname)
    .split(/[^\p{L}]+/u)
    .some((word) => RESERVED.has(word));
}
