import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export default function NotFound() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
