import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, BrandMark } from '@/components/layout/brand-mark';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type AuthLayoutProps = {
  /** The page's h1. */
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  /** Below the card (links to other screens). */
  footer?: React.ReactNode;
};

/** Frame of the signed-out screens: brand, one centred card, a way back home. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-svh flex-col bg-linear-to-b from-accent/70 via-background to-background">
      <header className="mx-auto flex w-full max-w-md items-center justify-center px-4 pt-10 pb-6 sm:pt-16">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark />
          {BRAND_NAME}
        </Link>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-4 pb-10">
        <Card className="gap-5">
          <CardHeader className="gap-2 text-center">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {description != null && <CardDescription className="text-balance">{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-6 flex flex-col items-center gap-3 text-sm">
          {footer}
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Torna alla home
          </Link>
        </div>
      </main>
    </div>
  );
}

/** A line with text in the middle ('Non sei ancora registrato?'). */
export function AuthDivider({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-3 text-xs text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
      <span>{children}</span>
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </div>
  );
}

/** Inline text link in the auth screens' style. */
export function AuthLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
