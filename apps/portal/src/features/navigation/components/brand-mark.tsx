import { Layers } from 'lucide-react';

/** The portal's mark next to its name; decorative, the name beside it is the text. */
export function BrandMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand"
    >
      <Layers className="size-6" strokeWidth={2} />
    </span>
  );
}
