import { useParams } from 'react-router';
import { PublicStatement } from '@/features/statement/components/public-statement';

/** Public statement (/statement/{token}): no sign-in, read-only. */
export default function Statement() {
  const { token = '' } = useParams();
  return <PublicStatement token={token} />;
}
