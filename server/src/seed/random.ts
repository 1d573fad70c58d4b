/**
 * A small seeded PRNG (cyrb128 to hash the seed text, sfc32 to draw), so the same seed gives the
 * same fleet on every machine. `fork(label)` gives an independent stream per entity or vehicle:
 * drawing one more number for vehicles never shifts what the drivers get.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer from `min` to `max`, both included. */
  int: (min: number, max: number) => number;
  /** True with probability `probability`. */
  chance: (probability: number) => boolean;
  pick: <Item>(items: readonly Item[]) => Item;
  /** One of the keys, with the given relative weights. */
  weighted: <Key extends string>(weights: Readonly<Record<Key, number>>) => Key;
  /** Letters and digits from `alphabet`. */
  text: (length: number, alphabet: string) => string;
  fork: (label: string | number) => Random;
};

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRandom(seed: string): Random {
  const next = sfc32(...cyrb128(seed));
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    text: (length, alphabet) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    fork: (label) => createRandom(`${seed}/${label}`),
  };
  return random;
}
