/**
 * What a reading answered for the last few objects it was asked about, by identity. The engine runs
 * every rule on one resource before the next, so rules that read the same thing of a resource
 * (its policy documents, a security group's open entries) ask about it one after another: a few
 * recent answers serve them all. A WeakMap per resource did the same but kept every answer to the
 * scan's end, and setting its keys cost more than reading most documents (2.5% of a scan).
 * A key asked about again after others pushed it out is read again: the answers are pure.
 */
export class RecentAnswers<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(
    /** the reading, given no closure: a module-level function of the key */
    private readonly read: (key: K) => V,
    size = 4,
  ) {
    this.keys = new Array(size).fill(undefined);
    this.values = new Array(size).fill(undefined);
  }

  of(key: K): V {
    const { keys } = this;
    for (let i = 0; i < keys.length; i++) if (keys[i] === key) return this.values[i] as V;
    const value = this.read(key);
    keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % keys.length;
    return value;
  }
}
