import { DeadlinesPage } from '@/features/lease/components/deadlines-page';

export default function DeadlinesRoute() {
  return <DeadlinesPage />;
}
