/**
 * The browser's localStorage and sessionStorage as Storage objects that never fail. Where the browser has none
 * (a few embedded browsers give null), refuses it (blocked by settings or a private mode: accessing it throws) or
 * refuses a write (full), the values live in memory for as long as the page: the portal keeps working in the tab,
 * it only forgets across reloads.
 */
type StorageKind = 'localStorage' | 'sessionStorage';

function browserStorage(kind: StorageKind): Storage | null {
  try {
    return (globalThis as Partial<Record<StorageKind, Storage | null>>)[kind] ?? null;
  } catch {
    return null;
  }
}

class ResilientStorage implements Storage {
  readonly #kind: StorageKind;
  readonly #memory = new Map<string, string>();

  constructor(kind: StorageKind) {
    this.#kind = kind;
  }

  /** Runs against the browser's storage; undefined when there is none or it refused. */
  #attempt<T>(use: (storage: Storage) => T): { value: T } | undefined {
    const storage = browserStorage(this.#kind);
    if (!storage) return undefined;
    try {
      return { value: use(storage) };
    } catch {
      return undefined;
    }
  }

  get length(): number {
    return this.#attempt((storage) => storage.length)?.value ?? this.#memory.size;
  }

  key(index: number): string | null {
    const stored = this.#attempt((storage) => storage.key(index));
    return stored ? stored.value : ([...this.#memory.keys()][index] ?? null);
  }

  getItem(key: string): string | null {
    const stored = this.#attempt((storage) => storage.getItem(key));
    return stored?.value ?? this.#memory.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.#attempt((storage) => storage.setItem(key, value))) this.#memory.delete(key);
    else this.#memory.set(key, value);
  }

  removeItem(key: string): void {
    this.#attempt((storage) => storage.removeItem(key));
    this.#memory.delete(key);
  }

  clear(): void {
    this.#attempt((storage) => storage.clear());
    this.#memory.clear();
  }
}

/** localStorage, kept in memory where the browser has none or refuses it. */
export const localStore: Storage = new ResilientStorage('localStorage');
/** sessionStorage, kept in memory where the browser has none or refuses it. */
export const sessionStore: Storage = new ResilientStorage('sessionStorage');
