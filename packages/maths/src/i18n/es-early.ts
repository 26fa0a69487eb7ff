/** Textos en español de las actividades de los primeros cursos que completan el currículo (issue 37): cuadrados pequeños que se juntan en figuras más grandes (K.G.B.6). */
export const esEarly = {
  templates: {
    'cs.build.row': 'Pon {n} {w.square:n} uno al lado del otro, en una sola fila, para formar un rectángulo largo. Constrúyelo en el tablero.',
    'cs.build.square': 'Junta {n} {w.square:n} pequeños para formar un cuadrado grande. Constrúyelo en el tablero.',
    'cs.build.rect': 'Junta {n} {w.square:n} pequeños para formar un rectángulo de {r} {w.row:r}. Constrúyelo en el tablero.',
    'cs.build.column': 'Pon {n} {w.square:n} uno encima del otro, en una sola columna, para formar un rectángulo alto. Constrúyelo en el tablero.',
    'cs.build.any': 'Junta {n} {w.square:n}, cada uno tocando al siguiente por un lado entero, para formar un rectángulo. Constrúyelo en el tablero.',
    'cs.count': 'Se juntaron cuadrados pequeños para formar esta figura grande. ¿Cuántos cuadrados pequeños la forman?',
    'cs.count.w1': '¿Cuántos cuadrados pequeños se juntaron para formar esta figura?',
    'cs.is-square': 'Se juntaron cuadrados pequeños para formar esta figura grande. ¿La figura grande es un cuadrado?',
    'cs.is-square.w1': 'Mira la figura grande que forman los cuadrados pequeños. ¿Es un cuadrado?',
    'ex.cs.square': 'Haz {s} {w.row:s} de {s} {w.square:s}: los {n} cuadrados pequeños forman un cuadrado grande, con sus cuatro lados de la misma longitud.',
    'ex.cs.row': 'Pon los {n} cuadrados uno al lado del otro, cada uno tocando al siguiente por un lado entero: juntos forman un rectángulo largo.',
    'ex.cs.rect': 'Haz {r} {w.row:r} de {c} {w.square:c}: juntos, los {n} cuadrados pequeños forman un rectángulo.',
    'ex.cs.column': 'Pon los {n} cuadrados uno encima del otro, cada uno tocando al siguiente por un lado entero: juntos forman un rectángulo alto.',
    'ex.cs.any': 'Pon los {n} cuadrados uno al lado del otro, en una fila o en filas de la misma longitud: sirve cualquier rectángulo de {n} cuadrados, por ejemplo una fila de {n}.',
    'ex.cs.count': 'Cuenta los cuadrados pequeños uno por uno: hay {n}.',
    'ex.cs.is-square': 'Sí: mide {s} {w.square:s} de ancho y {s} {w.square:s} de alto, así que sus cuatro lados miden lo mismo.',
    'ex.cs.not-square': 'No: mide {c} {w.square:c} de ancho y {r} {w.square:r} de alto. Sus lados no miden todos lo mismo: es un rectángulo, pero no un cuadrado.',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': 'Componer figuras',
  },
} as const;
