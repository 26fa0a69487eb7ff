/** Textos em português do Brasil das atividades dos primeiros anos que completam o currículo (issue 37): quadrados pequenos juntados em figuras maiores (K.G.B.6). */
export const ptEarly = {
  templates: {
    'cs.build.row': 'Coloque {n} {w.square:n} lado a lado, em uma só fileira, para formar um retângulo comprido. Monte-o no tabuleiro.',
    'cs.build.square': 'Junte {n} {w.square:n} pequenos para formar um quadrado grande. Monte-o no tabuleiro.',
    'cs.build.rect': 'Junte {n} {w.square:n} pequenos para formar um retângulo de {r} {w.row:r}. Monte-o no tabuleiro.',
    'cs.build.column': 'Coloque {n} {w.square:n} um em cima do outro, em uma só coluna, para formar um retângulo alto. Monte-o no tabuleiro.',
    'cs.build.any': 'Junte {n} {w.square:n}, cada um encostado no seguinte por um lado inteiro, para formar um retângulo. Monte-o no tabuleiro.',
    'cs.count': 'Quadrados pequenos foram juntados para formar esta figura grande. Quantos quadrados pequenos formam a figura?',
    'cs.count.w1': 'Quantos quadrados pequenos foram juntados para formar esta figura?',
    'cs.is-square': 'Quadrados pequenos foram juntados para formar esta figura grande. A figura grande é um quadrado?',
    'cs.is-square.w1': 'Observe a figura grande que os quadrados pequenos formam. Ela é um quadrado?',
    'ex.cs.square': 'Faça {s} {w.row:s} de {s} {w.square:s}: os {n} quadrados pequenos formam um quadrado grande, com os quatro lados do mesmo comprimento.',
    'ex.cs.row': 'Coloque os {n} quadrados lado a lado, cada um encostado no seguinte por um lado inteiro: juntos eles formam um retângulo comprido.',
    'ex.cs.rect': 'Faça {r} {w.row:r} de {c} {w.square:c}: juntos, os {n} quadrados pequenos formam um retângulo.',
    'ex.cs.column': 'Coloque os {n} quadrados um em cima do outro, cada um encostado no seguinte por um lado inteiro: juntos eles formam um retângulo alto.',
    'ex.cs.any': 'Coloque os {n} quadrados lado a lado, em uma fileira ou em fileiras do mesmo comprimento: qualquer retângulo de {n} quadrados está certo, por exemplo uma fileira de {n}.',
    'ex.cs.count': 'Conte os quadrados pequenos um por um: são {n}.',
    'ex.cs.is-square': 'Sim: ela tem {s} {w.square:s} de largura e {s} {w.square:s} de altura, então os quatro lados têm o mesmo comprimento.',
    'ex.cs.not-square': 'Não: ela tem {c} {w.square:c} de largura e {r} {w.square:r} de altura. Os lados não têm todos o mesmo comprimento: é um retângulo, mas não um quadrado.',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': 'Compor figuras',
  },
} as const;
