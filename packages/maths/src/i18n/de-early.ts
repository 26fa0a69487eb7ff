/** Deutsche Texte der Aktivitäten für die Jüngsten, die den Lehrplan ergänzen (issue 37): kleine Quadrate, zu größeren Formen zusammengelegt (K.G.B.6). */
export const deEarly = {
  templates: {
    'cs.build.row': 'Lege {n} {w.square:n} nebeneinander in eine einzige Reihe, sodass ein langes Rechteck entsteht. Baue es auf dem Brett.',
    'cs.build.square': 'Lege {n} kleine {w.square:n} zu einem großen Quadrat zusammen. Baue es auf dem Brett.',
    'cs.build.rect': 'Lege {n} kleine {w.square:n} zu einem Rechteck mit {r} {w.row:r} zusammen. Baue es auf dem Brett.',
    'cs.build.column': 'Lege {n} {w.square:n} übereinander in eine einzige Spalte, sodass ein hohes Rechteck entsteht. Baue es auf dem Brett.',
    'cs.build.any': 'Lege {n} {w.square:n} zusammen, jedes berührt das nächste mit einer ganzen Seite, sodass ein Rechteck entsteht. Baue es auf dem Brett.',
    'cs.count': 'Kleine Quadrate wurden zu dieser großen Form zusammengelegt. Aus wie vielen kleinen Quadraten besteht sie?',
    'cs.count.w1': 'Wie viele kleine Quadrate wurden zu dieser Form zusammengelegt?',
    'cs.is-square': 'Kleine Quadrate wurden zu dieser großen Form zusammengelegt. Ist die große Form ein Quadrat?',
    'cs.is-square.w1': 'Schau dir die große Form an, die die kleinen Quadrate bilden. Ist sie ein Quadrat?',
    'ex.cs.square': 'Lege {s} {w.row:s} mit je {s} {w.square:s:dat}: Die {n} kleinen Quadrate bilden ein großes Quadrat, dessen vier Seiten gleich lang sind.',
    'ex.cs.row': 'Lege die {n} Quadrate nebeneinander, jedes berührt das nächste mit einer ganzen Seite: Zusammen bilden sie ein langes Rechteck.',
    'ex.cs.rect': 'Lege {r} {w.row:r} mit je {c} {w.square:c:dat}: Zusammen bilden die {n} kleinen Quadrate ein Rechteck.',
    'ex.cs.column': 'Lege die {n} Quadrate übereinander, jedes berührt das nächste mit einer ganzen Seite: Zusammen bilden sie ein hohes Rechteck.',
    'ex.cs.any': 'Lege die {n} Quadrate nebeneinander, in eine Reihe oder in gleich lange Reihen: Jedes Rechteck aus {n} Quadraten ist richtig, zum Beispiel eine Reihe mit {n}.',
    'ex.cs.count': 'Zähle die kleinen Quadrate eins nach dem anderen: Es sind {n}.',
    'ex.cs.is-square': 'Ja: Sie ist {s} {w.square:s} breit und {s} {w.square:s} hoch, also sind ihre vier Seiten gleich lang.',
    'ex.cs.not-square': 'Nein: Sie ist {c} {w.square:c} breit und {r} {w.square:r} hoch. Ihre Seiten sind nicht alle gleich lang: Sie ist ein Rechteck, aber kein Quadrat.',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': 'Formen zusammensetzen',
  },
} as const;
