import { BrandMark } from '@/components/layout/brand-mark';

/** Public statement (/statement/{token}): its content arrives with the Statement issue. */
export default function Statement() {
  return (
    <main className="mx-auto flex min-h-svh max-w-3xl flex-col gap-6 p-6">
      <div className="flex items-center gap-2 font-semibold">
        <BrandMark /> CasaConti
      </div>
      <h1 className="text-2xl font-semibold">Estratto conto</h1>
    </main>
  );
}
