import { randomInt } from 'node:crypto';
import { NICKNAME_MAX, nicknameKey } from '@numbloom/domain/games';
import type { UiLanguage } from '@numbloom/domain/regions';

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

/** Every UI language has its own words (the type says so): a child is never given a name in another language. */
const WORDS: Record<UiLanguage, Words> = {
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
  // Hebrew puts the adjective after the animal and agrees it in gender ("דוב אמיץ", "ג'ירפה אמיצה")
  he: {
    animals: [
      ...g("דוב, שועל, נמר, דולפין, פינגווין, ארנב, אריה, בז, קיפוד, סנאי, לוויתן, נשר, ינשוף, צב, פרפר, ברווז, תוכי, צבי, בונה, סוס", 'm'),
      ...g("ג'ירפה, זברה, דבורה, חסידה, איילה, ארנבת", 'f'),
    ],
    adjectives: pairs(
      'אמיץ/אמיצה, שמח/שמחה, חכם/חכמה, מהיר/מהירה, עדין/עדינה, זריז/זריזה, חזק/חזקה, רגוע/רגועה, נחמד/נחמדה, סקרן/סקרנית, עליז/עליזה, נבון/נבונה, מבריק/מבריקה, חרוץ/חרוצה, שקט/שקטה, נועז/נועזת, ידידותי/ידידותית, מחייך/מחייכת, נלהב/נלהבת',
    ),
    join: (adjective, animal) => `${animal} ${adjective}`,
  },
  // Chinese: the adjective, 的, the animal ("勇敢的熊猫"); no gender
  zh: {
    animals: g('熊猫, 狐狸, 猫头鹰, 老虎, 海豚, 考拉, 企鹅, 兔子, 乌龟, 斑马, 长颈鹿, 狮子, 猎鹰, 河狸, 刺猬, 松鼠, 鲸鱼, 老鹰, 羊驼, 海豹, 小鹿, 孔雀, 蜜蜂, 蝴蝶', 'm'),
    adjectives: pairs('勇敢, 快乐, 聪明, 敏捷, 温柔, 开朗, 强壮, 阳光, 好奇, 友好, 幸运, 冷静, 大胆, 欢乐, 灵巧, 安静, 智慧, 善良, 活泼, 机灵'),
    join: (adjective, animal) => `${adjective}的${animal}`,
  },
};

/** Every name a language can make (for the tests: all of them must pass the nickname filter). */
export function allNames(language: string): string[] {
  const words = WORDS[language as UiLanguage] ?? WORDS.en;
  return words.animals.flatMap(([animal, gender]) => words.adjectives.map(([m, f]) => words.join(gender === 'f' ? f : m, animal)));
}

/** A name in the language that no seat of the room has (by nickname key). */
export function generateName(language: string, taken: ReadonlySet<string>): string {
  const words = WORDS[language as UiLanguage] ?? WORDS.en;
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
