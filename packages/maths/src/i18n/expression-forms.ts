/**
 * The expressions of the brackets and order-of-operations activities (5.OA.A.1, A.2) as every language
 * writes them: digits, brackets and signs, no words; only the multiplication sign differs (× in most,
 * · in German). One place, spread into each language's curriculum texts.
 */
export const expressionForms = (times: '×' | '·') => ({
  'expr.sum-times': `({a} + {b}) ${times} {c} = ?`,
  'expr.times-difference': `{a} ${times} ({b} − {c}) = ?`,
  'expr.order': `{a} + {b} ${times} {c} = ?`,
  'expr.nested': `[{a} ${times} ({b} + {c})] − {d} = ?`,
  'expr.c.times-sum': `{c} ${times} ({a} + {b})`,
  'expr.c.times-plus': `{c} ${times} {a} + {b}`,
  'expr.c.plus-times': `{c} + {a} ${times} {b}`,
  'expr.c.sum-then-times': `({a} + {b}) ${times} {c}`,
  'expr.c.plus-product': `{a} + ({b} ${times} {c})`,
});
