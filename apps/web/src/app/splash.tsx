import { BRAND_NAME } from '@/components/layout/brand-mark';

/**
 * The splash index.html paints before the app's code arrives (the same markup): kept while the
 * first page's code loads, so the screen does not go blank in between (decision 025).
 */
export function Splash() {
  return (
    <div
      data-slot="splash"
      className="flex min-h-svh w-full items-center justify-center gap-2 p-6 text-lg font-semibold"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>{BRAND_NAME}</span>
    </div>
  );
}
