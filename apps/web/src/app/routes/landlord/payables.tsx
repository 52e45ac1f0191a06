import { PaymentsPage } from '@/features/payments/components/payments-page';

export default function PayablesPage() {
  return <PaymentsPage adjustment={null} />;
}
