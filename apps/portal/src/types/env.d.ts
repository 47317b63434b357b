/** Build-time switches of the host (Vite env, see the README's Mock mode section). */
interface ImportMetaEnv {
  /** `true` in mock mode (`npm run dev:mock`, `--mode mock`): every call is answered from `/mock/` files. */
  readonly VITE_MOCK?: string;
  /** `true`: when loading the real labels fails, the mock labels of `/mock/` fill in (spec 8, label row). */
  readonly VITE_LABEL_MERGE?: string;
}
