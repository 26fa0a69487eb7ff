/** 补齐课程的低年级活动的中文文本（issue 37）：把小正方形拼成更大的图形（K.G.B.6）。 */
export const zhEarly = {
  templates: {
    'cs.build.row': '把 {n}{w.square:n}一个挨一个排成一行，拼成一个长长的长方形。在板上拼出来。',
    'cs.build.square': '用 {n} 个小正方形拼成一个大正方形。在板上拼出来。',
    'cs.build.rect': '用 {n} 个小正方形拼成一个 {r}{w.row:r}的长方形。在板上拼出来。',
    'cs.build.column': '把 {n}{w.square:n}一个叠一个排成一列，拼成一个高高的长方形。在板上拼出来。',
    'cs.build.any': '把 {n}{w.square:n}拼在一起，每个都和下一个整条边贴着，拼成一个长方形。在板上拼出来。',
    'cs.count': '这个大图形是用小正方形拼成的。它是用几个小正方形拼成的？',
    'cs.count.w1': '拼成这个图形用了几个小正方形？',
    'cs.is-square': '这个大图形是用小正方形拼成的。这个大图形是正方形吗？',
    'cs.is-square.w1': '看一看这些小正方形拼成的大图形。它是正方形吗？',
    'ex.cs.square': '摆 {s}{w.row:s}，每行 {s}{w.square:s}：这 {n} 个小正方形拼成一个大正方形，它的四条边一样长。',
    'ex.cs.row': '把 {n} 个正方形一个挨一个摆好，每个都和下一个整条边贴在一起：合起来是一个长长的长方形。',
    'ex.cs.rect': '摆 {r}{w.row:r}，每行 {c}{w.square:c}：这 {n} 个小正方形合起来拼成一个长方形。',
    'ex.cs.column': '把 {n} 个正方形一个叠一个摆好，每个都和下一个整条边贴在一起：合起来是一个高高的长方形。',
    'ex.cs.any': '把 {n} 个正方形一个挨一个摆好，排成一行，或者排成一样长的几行：用 {n} 个正方形拼成的长方形都对，比如一行 {n} 个。',
    'ex.cs.count': '一个一个地数小正方形：一共 {n} 个。',
    'ex.cs.is-square': '是：它宽 {s}{w.square:s}，高 {s}{w.square:s}，所以四条边一样长。',
    'ex.cs.not-square': '不是：它宽 {c}{w.square:c}，高 {r}{w.square:r}。它的边不是都一样长，所以它是长方形，但不是正方形。',
  },
  terms: {},
  topics: {
    'geometry/compose-shapes': '拼组图形',
  },
} as const;
