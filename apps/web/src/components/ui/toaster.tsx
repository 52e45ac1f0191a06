import type * as React from 'react';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterListening } from '@/lib/toast';

export type ToasterProps = React.ComponentProps<typeof Sonner>;

// sonner's rich colours are slightly under WCAG AA (≈4.3:1); use the app's darker tokens for text.
const richColorOverrides = {
  '--success-text': 'var(--success)',
  '--error-text': 'var(--destructive)',
  '--info-text': 'oklch(0.45 0.13 250)',
  '--warning-text': 'oklch(0.45 0.1 60)',
  '--normal-text': 'var(--popover-foreground)',
} as React.CSSProperties;

export function Toaster({ style, ...props }: ToasterProps) {
  // Sonner subscribes in its own effect, which runs before this one: the waiting toasts can go.
  useEffect(() => toasterListening(), []);
  return (
    <Sonner
      theme="light"
      richColors
      position="top-right"
      closeButton
      containerAriaLabel="Notifiche"
      toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica' }}
      style={{ ...richColorOverrides, ...style }}
      {...props}
    />
  );
}
