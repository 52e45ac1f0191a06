import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A failed load of the payments page: the SPEC §8 message and a retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="error" title={message}>
      <div>
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Riprova
        </Button>
      </div>
    </Alert>
  );
}
