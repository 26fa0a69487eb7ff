/**
 * English texts of the early activities that fill the curriculum's gaps (issue 37): small squares
 * put together into bigger shapes (K.G.B.6). Spread into the catalogue like the curriculum texts;
 * every language has the same keys (text.test.ts).
 */
export const enEarly = {
  templates: {
    'cs.build.row': 'Put {n} {w.square:n} side by side in one row to make a long rectangle. Build it on the board.',
    'cs.build.square': 'Put {n} small {w.square:n} together to make one big square. Build it on the board.',
    'cs.build.rect': 'Put {n} small {w.square:n} together to make a rectangle with {r} {w.row:r}. Build it on the board.',
    'cs.build.column': 'Put {n} {w.square:n} one on top of the other in one column to make a tall rectangle. Build it on the board.',
    'cs.build.any': 'Put {n} {w.square:n} together, each touching the next along a whole side, to make a rectangle. Build it on the board.',
    'cs.count': 'Small squares are put together to make this big shape. How many small squares make it?',
    'cs.count.w1': 'How many small squares were put together to make this shape?',
    'cs.is-square': 'Small squares are put together to make this big shape. Is the big shape a square?',
    'cs.is-square.w1': 'Look at the big shape the small squares make. Is it a square?',
    'ex.cs.square': 'Make {s} {w.row:s} of {s} {w.square:s}: the {n} small squares make a big square, its four sides all the same length.',
    'ex.cs.row': 'Put the {n} squares side by side, each touching the next along a whole side: together they make a long rectangle.',
    'ex.cs.rect': 'Make {r} {w.row:r} of {c} {w.square:c}: together the {n} small squares make a rectangle.',
    'ex.cs.column': 'Put the {n} squares one on top of the other, each touching the next along a whole side: together they make a tall rectangle.',
    'ex.cs.any': 'Put the {n} squares side by side, in one row or in rows of the same length: any rectangle of {n} squares is right, for example one row of {n}.',
    'ex.cs.count': 'Count the small squares one by one: there are {n}.',
    'ex.cs.is-square': 'Yes: it is {s} {w.square:s} wide and {s} {w.square:s} tall, so its four sides are all the same length.',
    'ex.cs.not-square': 'No: it is {c} {w.square:c} wide and {r} {w.square:r} tall. Its sides are not all the same length, so it is a rectangle but not a square.',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': 'Putting shapes together',
  },
} as const;
