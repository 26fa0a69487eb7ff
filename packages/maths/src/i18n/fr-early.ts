/** Textes français des activités du début de la scolarité qui comblent le programme (issue 37) : des petits carrés assemblés en formes plus grandes (K.G.B.6). */
export const frEarly = {
  templates: {
    'cs.build.row': 'Mets {n} {w.square:n} côte à côte, sur une seule rangée, pour faire un long rectangle. Construis-le sur le plateau.',
    'cs.build.square': 'Assemble {n} petits {w.square:n} pour faire un grand carré. Construis-le sur le plateau.',
    'cs.build.rect': 'Assemble {n} petits {w.square:n} pour faire un rectangle de {r} {w.row:r}. Construis-le sur le plateau.',
    'cs.build.column': 'Empile {n} {w.square:n} les uns sur les autres, sur une seule colonne, pour faire un grand rectangle debout. Construis-le sur le plateau.',
    'cs.build.any': 'Assemble {n} {w.square:n}, chacun touchant le suivant par un côté entier, pour faire un rectangle. Construis-le sur le plateau.',
    'cs.count': 'On a assemblé des petits carrés pour faire cette grande forme. Combien de petits carrés la forment ?',
    'cs.count.w1': 'Combien de petits carrés a-t-on assemblés pour faire cette forme ?',
    'cs.is-square': 'On a assemblé des petits carrés pour faire cette grande forme. Cette grande forme est-elle un carré ?',
    'cs.is-square.w1': 'Regarde la grande forme que font les petits carrés. Est-ce un carré ?',
    'ex.cs.square': 'Fais {s} {w.row:s} de {s} {w.square:s} : les {n} petits carrés forment un grand carré, dont les quatre côtés ont la même longueur.',
    'ex.cs.row': 'Place les {n} carrés côte à côte, chacun touchant le suivant par un côté entier : ensemble, ils forment un long rectangle.',
    'ex.cs.rect': 'Fais {r} {w.row:r} de {c} {w.square:c} : ensemble, les {n} petits carrés forment un rectangle.',
    'ex.cs.column': 'Place les {n} carrés les uns sur les autres, chacun touchant le suivant par un côté entier : ensemble, ils forment un grand rectangle debout.',
    'ex.cs.any': 'Place les {n} carrés côte à côte, sur une rangée ou sur des rangées de même longueur : tout rectangle de {n} carrés convient, par exemple une rangée de {n}.',
    'ex.cs.count': 'Compte les petits carrés un par un : il y en a {n}.',
    'ex.cs.is-square': 'Oui : elle fait {s} {w.square:s} de large et {s} {w.square:s} de haut, donc ses quatre côtés ont la même longueur.',
    'ex.cs.not-square': 'Non : elle fait {c} {w.square:c} de large et {r} {w.square:r} de haut. Ses côtés n’ont pas tous la même longueur : c’est un rectangle, mais pas un carré.',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': 'Assembler des formes',
  },
} as const;
