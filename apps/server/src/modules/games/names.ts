import { randomInt } from 'node:crypto';
import { NICKNAME_MAX, nicknameKey } from '@numbloom/domain/games';

/**
 * Generated names (nickname mode 'generated', and strangers in Quick match):
 * a kind adjective and an animal in the room's language, agreeing in gender
 * where the language asks it. No child types anything another child sees.
 * Twenty-odd of each give hundreds of names per language for forty seats.
 */
type Gender = 'm' | 'f';
interface Words {
  animals: Array<[string, Gender]>;
  adjectives: Array<[string, string]>;
  /** how the two words go together */
  join: (adjective: string, animal: string) => string;
}

const g = (list: string, gender: Gender) => list.split(',').map((w) => [w.trim(), gender] as [string, Gender]);
const pairs = (list: string) => list.split(',').map((p) => p.trim().split('/') as [string, string]).map(([m, f]) => [m, f ?? m] as [string, string]);

const WORDS: Record<string, Words> = {
  en: {
    animals: g('Otter, Panda, Fox, Owl, Tiger, Dolphin, Koala, Penguin, Rabbit, Turtle, Zebra, Giraffe, Lion, Falcon, Badger, Beaver, Hedgehog, Squirrel, Whale, Eagle, Lynx, Llama, Seal, Robin', 'm'),
    adjectives: pairs('Brave, Happy, Clever, Swift, Gentle, Bright, Jolly, Mighty, Sunny, Curious, Friendly, Lucky, Calm, Bold, Cosy, Merry, Nimble, Proud, Quiet, Smart, Speedy, Wise, Kind, Cheerful'),
    join: (adjective, animal) => `${adjective} ${animal}`,
  },
  fr: {
    animals: [
      ...g('Panda, Renard, Hibou, Tigre, Dauphin, Koala, Pingouin, Lapin, Zèbre, Lion, Faucon, Castor, Hérisson, Écureuil, Aigle, Lynx, Lama, Phoque', 'm'),
      ...g('Loutre, Tortue, Girafe, Baleine, Chouette, Abeille', 'f'),
    ],
    adjectives: pairs(
      'Courageux/Courageuse, Joyeux/Joyeuse, Malin/Maligne, Rapide, Doux/Douce, Brillant/Brillante, Curieux/Curieuse, Gentil/Gentille, Calme, Fier/Fière, Sage, Agile, Rigolo/Rigolote, Vaillant/Vaillante, Content/Contente, Souriant/Souriante, Habile, Radieux/Radieuse, Tranquille, Génial/Géniale',
    ),
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
  es: {
    animals: [
      ...g('Panda, Zorro, Búho, Tigre, Delfín, Koala, Pingüino, Conejo, León, Halcón, Castor, Erizo, Lince', 'm'),
      ...g('Nutria, Tortuga, Cebra, Jirafa, Ardilla, Ballena, Águila, Llama, Foca, Abeja, Mariposa', 'f'),
    ],
    adjectives: pairs(
      'Valiente, Feliz, Listo/Lista, Veloz, Amable, Brillante, Curioso/Curiosa, Alegre, Tranquilo/Tranquila, Sabio/Sabia, Ágil, Simpático/Simpática, Atento/Atenta, Audaz, Risueño/Risueña, Sereno/Serena, Genial, Contento/Contenta, Fuerte, Astuto/Astuta',
    ),
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
  ar: {
    animals: [
      ...g('دب, ثعلب, نمر, دلفين, بطريق, أرنب, أسد, صقر, قندس, قنفذ, سنجاب, حوت, نسر, فهد, غزال, ببغاء', 'm'),
      ...g('بومة, سلحفاة, زرافة, نحلة, فراشة, بطة', 'f'),
    ],
    adjectives: pairs(
      'شجاع/شجاعة, سعيد/سعيدة, ذكي/ذكية, سريع/سريعة, لطيف/لطيفة, مرح/مرحة, قوي/قوية, هادئ/هادئة, حكيم/حكيمة, نشيط/نشيطة, مبتسم/مبتسمة, ماهر/ماهرة, لامع/لامعة, جريء/جريئة, ودود/ودودة, صبور/صبورة, رشيق/رشيقة, كريم/كريمة',
    ),
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
  // German adjectives before the noun, in the strong form its gender asks ("Mutiger Fuchs", "Mutige Eule"); neuter animals left out
  de: {
    animals: [
      ...g('Otter, Panda, Fuchs, Tiger, Delfin, Koala, Pinguin, Hase, Löwe, Falke, Dachs, Biber, Igel, Wal, Adler, Luchs, Seehund, Elch', 'm'),
      ...g('Eule, Giraffe, Biene, Katze, Ente, Robbe, Gämse', 'f'),
    ],
    adjectives: pairs(
      'Mutiger/Mutige, Fröhlicher/Fröhliche, Kluger/Kluge, Flinker/Flinke, Sanfter/Sanfte, Heller/Helle, Lustiger/Lustige, Starker/Starke, Sonniger/Sonnige, Freundlicher/Freundliche, Ruhiger/Ruhige, Kühner/Kühne, Stolzer/Stolze, Weiser/Weise, Netter/Nette, Schlauer/Schlaue, Munterer/Muntere, Wacher/Wache, Tapferer/Tapfere',
    ),
    join: (adjective, animal) => `${adjective} ${animal}`,
  },
  // Brazilian Portuguese puts the adjective after the animal and agrees it in gender ("Lontra Corajosa", "Tucano Esperto"); animals
  // that are also insults in Brazil (veado, burro, vaca, anta, macaco…) left out
  pt: {
    animals: [
      ...g('Panda, Tigre, Golfinho, Coala, Pinguim, Coelho, Leão, Falcão, Castor, Ouriço, Esquilo, Lince, Tucano, Jabuti, Quati, Tatu', 'm'),
      ...g('Lontra, Tartaruga, Zebra, Girafa, Baleia, Águia, Coruja, Abelha, Arara, Capivara, Onça', 'f'),
    ],
    adjectives: pairs(
      'Corajoso/Corajosa, Feliz, Esperto/Esperta, Veloz, Gentil, Brilhante, Curioso/Curiosa, Alegre, Tranquilo/Tranquila, Sábio/Sábia, Ágil, Simpático/Simpática, Atento/Atenta, Valente, Sereno/Serena, Genial, Contente, Forte, Animado/Animada, Sorridente',
    ),
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
};

/** Every name a language can make (for the tests: all of them must pass the nickname filter). */
export function allNames(language: string): string[] {
  const words = WORDS[language] ?? WORDS.en!;
  return words.animals.flatMap(([animal, gender]) => words.adjectives.map(([m, f]) => words.join(gender === 'f' ? f : m, animal)));
}

/** A name in the language that no seat of the room has (by nickname key). */
export function generateName(language: string, taken: ReadonlySet<string>): string {
  const words = WORDS[language] ?? WORDS.en!;
  for (let attempt = 0; attempt < 60; attempt++) {
    const [animal, gender] = words.animals[randomInt(words.animals.length)]!;
    const [m, f] = words.adjectives[randomInt(words.adjectives.length)]!;
    const name = words.join(gender === 'f' ? f : m, animal);
    if (!taken.has(nicknameKey(name))) return name;
  }
  // a crowded room: the name with a number, still short
  for (;;) {
    const name = `${words.join(words.adjectives[0]![0], words.animals[randomInt(words.animals.length)]![0])} ${randomInt(2, 100)}`.slice(0, NICKNAME_MAX);
    if (!taken.has(nicknameKey(name))) return name;
  }
}
